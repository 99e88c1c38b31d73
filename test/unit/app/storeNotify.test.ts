// The api slice marks its answers for batching; the store hands them to the screens in a microtask, not at the next
// animation frame, so a list answer renders (and the grid applies its rows) before that frame is drawn.
import '../support/jsdomGlobals';
import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { makeCoreStore } from '@/app/storeCore';

describe('store notifications', () => {
  it('reach subscribers of a batched action within the same task', async () => {
    const store = makeCoreStore();
    const seen: number[] = [];
    store.subscribe(() => seen.push(performance.now()));
    store.dispatch({ type: 'test/answer', meta: { [SHOULD_AUTOBATCH]: true } });
    expect(seen).toHaveLength(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toHaveLength(1);
  });
});
