/**
 * @jest-environment node
 */
// Cache tags from resourceTags.gen.ts (a table per area): a write refreshes exactly the lists and details of the resource it changes.
import { instancesOperationTags } from '@/api/generated/instances.tags.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { tagsFor } from '@/api/resourceTags';
import { computeApi } from '@/features/compute/api';
import { instancesApi } from '@/features/instances/api';
import { organisationApi } from '@/features/organisation/api';
import { initI18n } from '@/i18n';
import codegenConfig from '../../../scripts/codegen.config.cjs';
import { installHarness, ok, settle } from '../support/apiHarness';

let h: ReturnType<typeof installHarness>;
beforeAll(async () => {
  h = installHarness();
  await initI18n('en-US');
});
beforeEach(() => h.reset());

describe('tags of an operation', () => {
  it('a list read provides the LIST, a detail read its id', () => {
    expect(tagsFor(instancesOperationTags, 'queryInstances', { pageNum: 1 })).toEqual([
      { type: 'instance', id: 'LIST' },
    ]);
    expect(tagsFor(instancesOperationTags, 'getInstance', { id: 'ins-1' })).toEqual([
      { type: 'instance', id: 'ins-1' },
    ]);
  });

  it('a write invalidates its id and the LIST of its resource', () => {
    expect(tagsFor(instancesOperationTags, 'releaseInstance', { id: 'ins-1' })).toEqual([
      { type: 'instance', id: 'ins-1' },
      { type: 'instance', id: 'LIST' },
    ]);
    expect(tagsFor(instancesOperationTags, 'releaseInstances', { ids: ['a'] })).toEqual([
      { type: 'instance', id: 'LIST' },
    ]);
  });

  it('knows nothing of an unknown operation', () => {
    expect(tagsFor(instancesOperationTags, 'noSuchOperation', {})).toEqual([]);
  });
});

describe('refreshing after a write', () => {
  it('renaming a compute group refetches the group list and that group, not others', async () => {
    const calls: string[] = [];
    h.on('/compute_group/query', () => {
      calls.push('list');
      return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    });
    h.on('/compute_group/detail', (body) => {
      calls.push(`detail ${String(body.groupId)}`);
      return ok({ id: body.groupId, name: 'g', nodeCount: 0, gpuCount: 0, nodes: [] });
    });
    h.on('/compute_group/update', (body) => ok({ id: body.groupId, name: body.name }));
    const store = h.store({ token: 't' });
    const subs = [
      store.dispatch(computeApi.endpoints.queryComputeGroups.initiate({ pageNum: 1, pageSize: 10 })),
      store.dispatch(computeApi.endpoints.getComputeGroup.initiate({ groupId: 'grp-1' })),
      store.dispatch(computeApi.endpoints.getComputeGroup.initiate({ groupId: 'grp-2' })),
    ];
    await settle();
    expect(calls.sort()).toEqual(['detail grp-1', 'detail grp-2', 'list']);
    calls.length = 0;
    await store.dispatch(computeApi.endpoints.updateComputeGroup.initiate({ groupId: 'grp-1', name: 'renamed' }));
    await settle();
    expect(calls.sort()).toEqual(['detail grp-1', 'list']);
    subs.forEach((s) => s.unsubscribe());
    store.close();
  });

  it('an instance action puts the answered instance into the cached detail and list rows without a refetch', async () => {
    const calls: string[] = [];
    h.on('/instance/query', () => {
      calls.push('list');
      return ok({
        list: [
          { id: 'ins-1', status: 'running' },
          { id: 'ins-2', status: 'running' },
        ],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      });
    });
    h.on('/instance/detail', (body) => {
      calls.push(`detail ${String(body.id)}`);
      return ok({ id: body.id, status: 'running' });
    });
    h.on('/instance/release', () => ok({ id: 'ins-1', status: 'removing' }));
    const store = h.store({ token: 't' });
    const subs = [
      store.dispatch(instancesApi.endpoints.queryInstances.initiate({ pageNum: 1, pageSize: 10 })),
      store.dispatch(instancesApi.endpoints.getInstance.initiate({ id: 'ins-1' })),
    ];
    await settle();
    calls.length = 0;
    await store.dispatch(instancesApi.endpoints.releaseInstance.initiate({ id: 'ins-1' }));
    await settle();
    expect(calls).toEqual([]);
    const listed = instancesApi.endpoints.queryInstances.select({ pageNum: 1, pageSize: 10 })(
      store.getState() as never,
    );
    expect(listed.data?.data?.list.map((r) => r.status)).toEqual(['removing', 'running']);
    const detail = instancesApi.endpoints.getInstance.select({ id: 'ins-1' })(store.getState() as never);
    expect(detail.data?.data?.status).toBe('removing');
    subs.forEach((s) => s.unsubscribe());
    store.close();
  });

  it('a failed write refreshes nothing', async () => {
    let lists = 0;
    h.on('/instance/query', () => {
      lists += 1;
      return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    });
    h.on('/instance/release', () => ({
      body: { success: false, errorMessage: 'No operation permission', showType: 2 },
    }));
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

describe('one tag vocabulary', () => {
  it("names resources in the product's words, not the backend's path words", () => {
    for (const backendWord of Object.keys(codegenConfig.RESOURCE_NAMES)) expect(RESOURCES).not.toContain(backendWord);
    expect(RESOURCES).toEqual(expect.arrayContaining(['organisation', 'member', 'invitation', 'user']));
  });

  it("removing members reads the member list and the organisation's counts again, from the generated table", async () => {
    const calls: string[] = [];
    h.on('/member/query', () => {
      calls.push('members');
      return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    });
    h.on('/consume_account/query4id', (body) => {
      calls.push(`organisation ${String(body.ugroupId)}`);
      return ok({ ugroupId: body.ugroupId, name: 'org' });
    });
    h.on('/consume_account/query_invitations', () => {
      calls.push('invitations');
      return ok({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    });
    h.on('/consume_account/del_users', () => ok({}));
    const store = h.store({ token: 't' });
    const subs = [
      store.dispatch(organisationApi.endpoints.queryMembers.initiate({ pageNum: 1, pageSize: 10 })),
      store.dispatch(organisationApi.endpoints.queryOrganisation.initiate({ ugroupId: 'org-1' })),
      store.dispatch(organisationApi.endpoints.queryInvitations.initiate({ pageNum: 1, pageSize: 10 })),
    ];
    await settle();
    calls.length = 0;
    await store.dispatch(organisationApi.endpoints.removeMembers.initiate({ userIds: ['u-2'] }));
    await settle();
    expect(calls.sort()).toEqual(['members', 'organisation org-1']);
    subs.forEach((s) => s.unsubscribe());
    store.close();
  });
});
