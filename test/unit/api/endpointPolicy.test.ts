/**
 * @jest-environment node
 */
// Each endpoint's error display is decided once, by its area's policy (src/api/endpoints/<area>.ts): the endpoints
// whose refusal is shown where the user acted (INLINE, no global message) are the same whichever modules a page
// loaded before, and each refusal is shown exactly once.
import codegenConfig from '../../../scripts/codegen.config.cjs';
import type { Harness } from '../support/apiHarness';

const AREAS = codegenConfig.TAGS;

type Api = { endpoints: Record<string, { initiate(arg: unknown, options?: unknown): unknown }> };
const REFUSAL = { body: { success: false, data: null, errorCode: 'REFUSED', errorMessage: 'refused', showType: 2 } };

/**
 * Calls every endpoint of `area` against a refusing server in a fresh module registry, after importing `first`;
 * answers the endpoints whose refusal raised a global message.
 */
async function globallyShown(area: string, first: string[]): Promise<string[]> {
  const shown: string[] = [];
  await jest.isolateModulesAsync(async () => {
    const { installHarness } = await import('../support/apiHarness');
    const h: Harness & { reset(): void } = installHarness();
    for (const module of first) await import(module);
    const policy = (await import(`@/api/endpoints/${area}`)) as Record<string, unknown>;
    const api = policy[`${area}Api`] as Api;
    const store = h.store({});
    h.on('/', () => REFUSAL);
    // the slice is shared: its endpoints are every loaded area's; the area's own are those of its tag table
    const table = (await import(`@/api/generated/${area}.tags.gen`)) as Record<string, Record<string, unknown>>;
    for (const name of Object.keys(table[`${area}OperationTags`]).sort()) {
      h.shown.length = 0;
      await store.dispatch(api.endpoints[name].initiate({}, { subscribe: false }) as never);
      if (h.shown.length > 1) throw new Error(`${name}: a refusal shown ${h.shown.length} times`);
      if (h.shown.length === 1) shown.push(name);
    }
    (store as unknown as { close(): void }).close();
  });
  return shown;
}

const featureApis = AREAS.map((area) => `@/features/${area}/api`);

describe.each(AREAS)('the %s endpoints', (area) => {
  jest.setTimeout(30_000);

  it('show their refusals the same way whatever was imported first', async () => {
    const alone = await globallyShown(area, []);
    expect(await globallyShown(area, featureApis)).toEqual(alone);
    expect(await globallyShown(area, [...featureApis].reverse())).toEqual(alone);
    // a page of another area that uses this area's hooks loads the same policy
    expect(await globallyShown(area, [`@/features/${area}/api`])).toEqual(alone);
  });
});

describe('one message per refusal', () => {
  it('a dialog that shows the refusal itself gets no global message as well', async () => {
    // the members tab shows a refused removal in its confirmation; the compute groups page a refused deletion
    expect(await globallyShown('organisation', [])).not.toContain('removeMembers');
    expect(await globallyShown('compute', [])).not.toContain('deleteComputeGroup');
    expect(await globallyShown('instances', [])).not.toContain('releaseInstance');
  });

  it('a refused list read is shown globally (no screen shows it otherwise)', async () => {
    expect(await globallyShown('instances', [])).toContain('queryInstances');
  });
});
