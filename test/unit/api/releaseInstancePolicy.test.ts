/**
 * @jest-environment node
 */
// Releasing an instance from the early release dialog of #/dedicated-computing (compute/otherAreas) behaves the same
// whether or not the instance pages were opened first: its refusal is shown once, in the dialog (no global message
// as well), and its success reads the dedicated request again.
import type { Harness } from '../support/apiHarness';

type Store = ReturnType<Harness['store']>;
interface Scene {
  h: Harness & { reset(): void };
  store: Store;
  release(id: string): Promise<unknown>;
  readRequest(id: string): { unsubscribe?(): void };
  settle(ms?: number): Promise<unknown>;
  close(): void;
}

const REFUSAL = {
  body: { success: false, data: null, errorCode: 'BUSY', errorMessage: 'instance is busy', showType: 2 },
};

/** A fresh page load: a module registry of its own, the instance pages' module imported first or not. */
async function load(instancePagesFirst: boolean): Promise<Scene> {
  let scene: Scene | undefined;
  await jest.isolateModulesAsync(async () => {
    const { installHarness, settle } = await import('../support/apiHarness');
    const { initI18n } = await import('@/i18n');
    const h = installHarness();
    await initI18n('en-US');
    if (instancePagesFirst) await import('@/features/instances/api');
    // what the early release dialog imports
    await import('@/features/compute/api');
    await import('@/features/compute/otherAreas');
    const { instancesGeneratedApi } = await import('@/api/generated/instances.gen');
    const { computeGeneratedApi } = await import('@/api/generated/compute.gen');
    const store = h.store({});
    scene = {
      h,
      store,
      settle,
      release: (id) => store.dispatch(instancesGeneratedApi.endpoints.releaseInstance.initiate({ id }) as never),
      readRequest: (id) =>
        store.dispatch(computeGeneratedApi.endpoints.getDedicatedRequest.initiate({ id }) as never) as {
          unsubscribe?(): void;
        },
      close: () => (store as unknown as { close(): void }).close(),
    };
  });
  return scene as Scene;
}

describe.each([
  ['a fresh #/dedicated-computing', false],
  ['#/dedicated-computing after #/interactive-service', true],
])('releasing a linked instance on %s', (_name, instancePagesFirst) => {
  it('shows a refusal only where the user acted (no global message)', async () => {
    const { h, release, settle, close } = await load(instancePagesFirst);
    h.on('/instance/release', () => REFUSAL);
    const answer = (await release('ins-0009')) as { error?: { message?: string } };
    await settle();
    // the dialog shows answer.error; nothing else may show it
    expect(answer.error?.message).toBe('instance is busy');
    expect(h.shown).toEqual([]);
    close();
  });

  it('reads the dedicated request again once the instance is released', async () => {
    const { h, release, readRequest, settle, close } = await load(instancePagesFirst);
    let reads = 0;
    h.on('/dedicated/detail', () => {
      reads += 1;
      return { body: { success: true, data: { id: 'ded-01', linkedInstances: [] }, errorCode: '', errorMessage: '' } };
    });
    h.on('/instance/release', (body) => ({
      body: { success: true, data: { id: body.id, status: 'removing' }, errorCode: '', errorMessage: '' },
    }));
    // the dialog's subscription (same module registry as the store's api)
    const sub = readRequest('ded-01');
    await settle();
    expect(reads).toBe(1);
    await release('ins-0009');
    await settle(50);
    expect(reads).toBe(2);
    sub.unsubscribe?.();
    close();
  });
});
