// The command palette from the keyboard, as a screen reader meets it: Ctrl+K (or ⌘K) opens it with the focus in a
// combobox, ↑/↓ move the active option (aria-activedescendant, aria-selected), Enter opens it, Escape closes; a
// resource the server found opens its route and comes first the next time.
import '../support/jsdomGlobals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import PaletteLauncher from '@/features/search/PaletteLauncher';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['search']);
});
beforeEach(() => h.reset());

function open() {
  renderScreen(
    <>
      <PaletteLauncher label="Search (Ctrl+K)" />
      <Where />
    </>,
    { path: '/portal', storage: SESSION },
  );
}

async function pressCtrlK(init: { ctrlKey?: boolean; metaKey?: boolean } = { ctrlKey: true }) {
  fireEvent.keyDown(window, { key: 'k', ...init });
  return screen.findByRole('combobox', { name: 'Search pages and resources' });
}

const where = () => screen.getByTestId('where').textContent;
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const activeOption = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-activedescendant')!);

describe('opening', () => {
  it('Ctrl+K opens the palette with the focus in its combobox, and Escape closes it', async () => {
    open();
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = await pressCtrlK();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Search the console');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('⌘K opens it too, and so does the app-bar button', async () => {
    open();
    const input = await pressCtrlK({ metaKey: true });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
  });

  it('a plain K types a letter and opens nothing', () => {
    open();
    fireEvent.keyDown(window, { key: 'k' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('moving and choosing', () => {
  it('↓ and ↑ move the active option (wrapping), Enter opens the page', async () => {
    open();
    const input = await pressCtrlK();
    fireEvent.change(input, { target: { value: 'storage' } });
    await waitFor(() =>
      expect(options().map((o) => o.textContent)).toEqual([
        expect.stringContaining('Object storage'),
        expect.stringContaining('Block storage'),
      ]),
    );
    expect(activeOption(input)).toBe(options()[0]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toBe(options()[1]);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toBe(options()[0]);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)).toBe(options()[1]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/block-storage'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a resource the server finds opens its route, and is the first of the recent items next time', async () => {
    h.on('/search/query', (body) =>
      ok({
        list:
          body.q === 'ins-1001'
            ? [{ type: 'instance', id: 'ins-1001', name: 'llama-finetune', route: '/management-panel?id=ins-1001' }]
            : [],
        truncated: false,
      }),
    );
    open();
    let input = await pressCtrlK();
    fireEvent.change(input, { target: { value: 'ins-1001' } });
    const option = await screen.findByRole('option', { name: /llama-finetune/ });
    expect(option).toHaveTextContent('Instance · ins-1001');
    expect(screen.getByTestId('palette-status')).toHaveTextContent('1 result');
    expect(h.to('/search/query').at(-1)?.body).toEqual({ q: 'ins-1001', limit: 20, ugroupAddr: SESSION.accountAddr });
    expect(activeOption(input)).toBe(option);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/management-panel?id=ins-1001'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    input = await pressCtrlK();
    await waitFor(() => expect(options()[0]).toHaveTextContent('llama-finetune'));
    expect(options()[0]).toHaveTextContent('Recent · Instance · ins-1001');
    expect(activeOption(input)).toBe(options()[0]);
  });

  it('says so when nothing is found', async () => {
    h.on('/search/query', ok({ list: [], truncated: false }));
    open();
    const input = await pressCtrlK();
    fireEvent.change(input, { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByTestId('palette-status')).toHaveTextContent('Nothing found for “zzzz”'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(where()).toBe('/portal');
  });
});
