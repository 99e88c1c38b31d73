/**
 * @jest-environment node
 */
// Cache tags from resourceTags.gen.ts: a write refreshes exactly the lists and details of the resource it changes.
import { tagsFor } from '@/api/resourceTags';
import { instancesApi } from '@/features/instances/api';
import { initI18n } from '@/i18n';
import { installHarness, ok, settle } from '../support/apiHarness';

let h: ReturnType<typeof installHarness>;
beforeAll(async () => {
  h = installHarness();
  await initI18n('en-US');
});
beforeEach(() => h.reset());

describe('tags of an operation', () => {
  it('a list read provides the LIST, a detail read its id', () => {
    expect(tagsFor('queryInstances', { pageNum: 1 })).toEqual([{ type: 'instance', id: 'LIST' }]);
    expect(tagsFor('getInstance', { id: 'ins-1' })).toEqual([{ type: 'instance', id: 'ins-1' }]);
  });

  it('a write invalidates its id and the LIST of its resource', () => {
    expect(tagsFor('releaseInstance', { id: 'ins-1' })).toEqual([
      { type: 'instance', id: 'ins-1' },
      { type: 'instance', id: 'LIST' },
    ]);
    expect(tagsFor('releaseInstances', { ids: ['a'] })).toEqual([{ type: 'instance', id: 'LIST' }]);
  });

  it('knows nothing of an unknown operation', () => {
    expect(tagsFor('noSuchOperation', {})).toEqual([]);
  });
});

describe('refreshing after a write', () => {
  it('releasing an instance refetches the instance list and that instance, not others', async () => {
    const calls: string[] = [];
    h.on('/instance/query', () => {
      calls.push('list');
      return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    });
    h.on('/instance/detail', (body) => {
      calls.push(`detail ${String(body.id)}`);
      return ok({ id: body.id });
    });
    h.on('/instance/release', () => ok({ id: 'ins-1' }));
    const store = h.store({ token: 't' });
    const subs = [
      store.dispatch(instancesApi.endpoints.queryInstances.initiate({ pageNum: 1, pageSize: 10 })),
      store.dispatch(instancesApi.endpoints.getInstance.initiate({ id: 'ins-1' })),
      store.dispatch(instancesApi.endpoints.getInstance.initiate({ id: 'ins-2' })),
    ];
    await settle();
    expect(calls.sort()).toEqual(['detail ins-1', 'detail ins-2', 'list']);
    calls.length = 0;
    await store.dispatch(instancesApi.endpoints.releaseInstance.initiate({ id: 'ins-1' }));
    await settle();
    expect(calls.sort()).toEqual(['detail ins-1', 'list']);
    subs.forEach((s) => s.unsubscribe());
    store.close();
  });

  it('a failed write refreshes nothing', async () => {
    let lists = 0;
    h.on('/instance/query', () => {
      lists += 1;
      return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    });
    h.on('/instance/release', () => ({ body: { success: false, errorMessage: 'No operation permission', showType: 2 } }));
    const store = h.store({ token: 't' });
    const sub = store.dispatch(instancesApi.endpoints.queryInstances.initiate({ pageNum: 1, pageSize: 10 }));
    await settle();
    await store.dispatch(instancesApi.endpoints.releaseInstance.initiate({ id: 'ins-1' }));
    await settle();
    expect(lists).toBe(1);
    sub.unsubscribe();
    store.close();
  });
});
