// The log viewer in jsdom over a made-up source of 100,000 lines: it opens on the tail, renders only the lines in
// view, sends search, level and time range to the source (the server filters), jumps to the first error and back
// to the latest line, shows "no lines match", a failed read with retry, and keeps markup in a line as text.
import '../support/jsdomGlobals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import LogViewer, { ROW_HEIGHT } from '@/components/LogViewer/LogViewer';
import type { LogPageQuery, LogSource, LogViewLine } from '@/components/LogViewer/types';
import i18n, { initI18n } from '@/i18n';
import { layOutLogViewer } from '../support/logViewerRect';

jest.setTimeout(30_000);

const TOTAL = 100_000;
const ERROR_AT = 4211;

function lineAt(i: number): LogViewLine {
  return {
    n: i + 1,
    time: new Date(Date.UTC(2026, 10, 26, 0, 0, 0) + i * 250).toISOString(),
    level: i === ERROR_AT ? 'error' : i % 10 === 3 ? 'warn' : 'info',
    source: 'main',
    message: i === 99_998 ? '<img src=x onerror=alert(1)>' : `step ${i + 1}: loss \u001b[36m0.${i % 1000}\u001b[0m`,
  };
}

/** A source of TOTAL lines; search matches nothing but "step 1" lines; level "error" keeps the one error. */
function fakeSource(options: { fail?: () => boolean } = {}): LogSource & { queries: LogPageQuery[] } {
  const queries: LogPageQuery[] = [];
  return {
    key: 'fake',
    levels: true,
    times: true,
    queries,
    async fetchPage(q) {
      queries.push(q);
      if (options.fail?.()) throw { status: 500, message: 'Server unavailable' };
      const positions = q.level === 'error' ? [ERROR_AT] : q.search === 'nothing' ? [] : null;
      const total = positions ? positions.length : TOTAL;
      const offset = q.offset ?? Math.max(0, total - q.limit);
      const lines = [];
      for (let p = offset; p < Math.min(total, offset + q.limit); p++) lines.push(lineAt(positions ? positions[p] : p));
      return {
        lines,
        offset,
        total,
        totalLines: TOTAL,
        firstError: positions ? (total ? 0 : null) : ERROR_AT,
        finished: true,
      };
    },
  };
}

let restore: () => void;
beforeAll(async () => {
  await initI18n('en-US');
  await i18n.changeLanguage('en-US');
  await i18n.loadNamespaces(['common', 'logs']);
  restore = layOutLogViewer();
});
afterAll(() => restore());

const show = (source: LogSource) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <LogViewer source={source} name="run-1" height={400} />
    </Suspense>,
  );

const shownNumbers = () => screen.queryAllByTestId('log-line').map((el) => Number(el.getAttribute('data-n')));

describe('log viewer', () => {
  it('opens on the tail of 100,000 lines and renders only those in view', async () => {
    const source = fakeSource();
    show(source);
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
    expect(source.queries[0].offset).toBeUndefined();
    expect(shownNumbers().length).toBeLessThan(100);
    expect(screen.getByTestId('log-count')).toHaveTextContent('100,000 lines');
    expect(screen.getByRole('log', { name: 'Log of run-1' })).toBeInTheDocument();
    // A line holding markup is text.
    const markup = screen.getAllByTestId('log-line').find((el) => el.getAttribute('data-n') === '99999')!;
    expect(markup).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(markup.querySelector('img')).toBeNull();
    // Colours are spans with a colour from the viewer's style sheet, the codes gone.
    const last = screen.getAllByTestId('log-line').find((el) => el.getAttribute('data-n') === '100000')!;
    expect(last.textContent).not.toContain('\u001b');
    expect(within(last).getByText('0.999')).toHaveClass('lv-ansi-cyan');
    expect(within(last).getByText('0.999')).toHaveStyle({ color: '#84ffff' });
    // The level's colour comes from the viewer's style sheet.
    expect(within(last).getByText('INFO')).toHaveStyle({ color: '#82b1ff' });
    // The rows follow each other in one window placed at the first row's offset; a row carries no inline style
    // (one per row made Chromium's style recalculation slower with every scroll step).
    const rows = screen.getAllByTestId('log-line');
    for (const row of rows) {
      expect(row).not.toHaveAttribute('style');
      expect(row.querySelectorAll('[style]')).toHaveLength(0);
    }
    const first = Math.min(...shownNumbers());
    expect(rows[0]).toHaveAttribute('data-n', String(first));
    expect(rows[0].parentElement).toHaveStyle({ transform: `translateY(${(first - 1) * ROW_HEIGHT}px)` });
  });

  it('jumps to the first error (reading its page) and back to the latest line', async () => {
    const source = fakeSource();
    const user = userEvent.setup({ delay: null });
    show(source);
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
    await user.click(screen.getByTestId('log-first-error'));
    await waitFor(() => expect(shownNumbers()).toContain(ERROR_AT + 1));
    expect(source.queries.some((q) => q.offset === 4000)).toBe(true);
    const error = screen.getAllByTestId('log-line').find((el) => el.getAttribute('data-n') === String(ERROR_AT + 1))!;
    expect(error).toHaveAttribute('data-level', 'error');
    expect(error.className).toContain('lv-marked');
    act(() => {
      fireEvent.scroll(screen.getByTestId('log-lines'));
    });
    await user.click(await screen.findByTestId('log-latest'));
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
  });

  it('sends search and level to the source; says when no line matches and clears', async () => {
    const source = fakeSource();
    const user = userEvent.setup({ delay: null });
    show(source);
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
    await user.type(screen.getByTestId('log-search'), 'nothing{Enter}');
    expect(await screen.findByTestId('log-empty')).toHaveTextContent('No lines match');
    expect(source.queries.at(-1)).toMatchObject({ search: 'nothing', offset: undefined });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'ERROR' }));
    await waitFor(() => expect(shownNumbers()).toEqual([ERROR_AT + 1]));
    expect(source.queries.at(-1)).toMatchObject({ level: 'error' });
    expect(screen.getByTestId('log-count')).toHaveTextContent('1 of 100,000 lines match');
  });

  it('refuses a time range that ends before it starts, and sends a valid one', async () => {
    const source = fakeSource();
    show(source);
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
    fireEvent.change(screen.getByTestId('log-from'), { target: { value: '2026-11-26T10:00:00' } });
    fireEvent.change(screen.getByTestId('log-to'), { target: { value: '2026-11-26T09:00:00' } });
    expect(await screen.findByText('The start of the time range is after its end')).toBeInTheDocument();
    expect(source.queries.some((q) => q.from && q.to && q.from > q.to)).toBe(false);
    fireEvent.change(screen.getByTestId('log-to'), { target: { value: '2026-11-26T11:00:00' } });
    await waitFor(() =>
      expect(source.queries.at(-1)).toMatchObject({
        from: new Date('2026-11-26T10:00:00').toISOString(),
        to: new Date('2026-11-26T11:00:00').toISOString(),
      }),
    );
  });

  it('shows a failed read with retry', async () => {
    let failing = true;
    const source = fakeSource({ fail: () => failing });
    const user = userEvent.setup({ delay: null });
    show(source);
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
  });

  it('wraps lines on demand', async () => {
    const user = userEvent.setup({ delay: null });
    show(fakeSource());
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
    expect(screen.getByTestId('log-lines')).toHaveAttribute('data-wrap', 'false');
    await user.click(screen.getByRole('switch', { name: 'Wrap lines' }));
    expect(screen.getByTestId('log-lines')).toHaveAttribute('data-wrap', 'true');
    await waitFor(() => expect(shownNumbers()).toContain(TOTAL));
  });
});
