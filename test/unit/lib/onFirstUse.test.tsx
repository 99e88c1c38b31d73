// Code loaded on first use without suspending: loaded once however many readers, the module handed over when it is
// there, a failed chunk reported and tried again on retry.
import '../support/jsdomGlobals';
import { act, render, screen } from '@testing-library/react';
import { onFirstUse, useLoaded, type OnFirstUse } from '@/lib/onFirstUse';

function Reader({ code }: { code: OnFirstUse<{ text: string }> }) {
  const { module, failed, retry } = useLoaded(code);
  if (failed)
    return (
      <button type="button" onClick={retry}>
        retry
      </button>
    );
  return <p data-testid="reader">{module ? module.text : 'waiting'}</p>;
}

describe('onFirstUse', () => {
  it('loads once for every reader and renders the module when it arrives', async () => {
    let resolve: (m: { text: string }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ text: string }>((r) => (resolve = r)));
    const code = onFirstUse(load);
    render(
      <>
        <Reader code={code} />
        <Reader code={code} />
      </>,
    );
    expect(screen.getAllByTestId('reader').map((e) => e.textContent)).toEqual(['waiting', 'waiting']);
    await act(async () => resolve({ text: 'chart' }));
    expect(screen.getAllByTestId('reader').map((e) => e.textContent)).toEqual(['chart', 'chart']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toEqual({ text: 'chart' });
  });

  it('renders an already loaded module on the first render', async () => {
    const code = onFirstUse(() => Promise.resolve({ text: 'ready' }));
    await code.start();
    render(<Reader code={code} />);
    expect(screen.getByTestId('reader')).toHaveTextContent('ready');
  });

  it('says when the chunk failed and loads again on retry', async () => {
    const load = jest
      .fn<Promise<{ text: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ text: 'second try' });
    const code = onFirstUse(load);
    render(<Reader code={code} />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    await act(async () => retry.click());
    expect(await screen.findByTestId('reader')).toHaveTextContent('second try');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
