// The instances area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
// On top of the per-resource tags: an instance action also changes that instance's operation log, an archive
// feeds the archived list, a restore or an archive deletion changes the instance lists, a saved image the images,
// a release frees GPUs and writes release history.
//
// An action on one instance answers the instance as it now is (removing, creating, public URL on, ...): that
// answer goes straight into the cached detail and list rows, and the views refresh on their own while the status
// is transitional. Refetching at once would skip what the answer shows whenever the server is already further on.
import type { Instance, InstanceResponse } from '@/api/generated/instances.gen';
import { instancesGeneratedApi } from '@/api/generated/instances.gen';
import { instancesOperationTags } from '@/api/generated/instances.tags.gen';
import { RESOURCES, type Resource } from '@/api/generated/resourceTags.gen';
import { LIST_ID, tagsFor, withResourceTags } from '@/api/resourceTags';

// Per-resource tags on every endpoint (this changes the shared endpoint definitions), then this area's own.
withResourceTags(instancesGeneratedApi, instancesOperationTags);

type Tag = { type: Resource; id: string };
const list = (type: Resource): Tag => ({ type, id: LIST_ID });

/** What an action answering the instance changes besides it: its operation log, and the extra resources. */
const sideEffects =
  (...extra: Tag[]) =>
  (_r: unknown, error: unknown, arg: { id: string }): Tag[] =>
    error ? [] : [{ type: 'operation_log', id: arg.id }, ...extra];

type PatchApi = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: InstanceResponse }>;
};

/** Puts the instance an action answered into the cached detail and every cached list row of it. */
async function applyAnswer(_arg: unknown, { dispatch, getState, queryFulfilled }: PatchApi): Promise<void> {
  let instance: Instance | null | undefined;
  try {
    instance = (await queryFulfilled).data.data;
  } catch {
    return; // the dialog shows the refusal
  }
  if (!instance) return;
  const fresh = instance;
  const util = instancesGeneratedApi.util;
  const state = getState() as Parameters<typeof util.selectInvalidatedBy>[0];
  for (const entry of util.selectInvalidatedBy(state, [
    { type: 'instance' as never, id: fresh.id },
    { type: 'instance' as never, id: LIST_ID },
  ])) {
    if (entry.endpointName === 'getInstance')
      dispatch(
        util.updateQueryData('getInstance', entry.originalArgs as { id: string }, (draft) => {
          if (draft.data && draft.data.id === fresh.id) Object.assign(draft.data, fresh);
        }),
      );
    else if (entry.endpointName === 'queryInstances')
      dispatch(
        util.updateQueryData('queryInstances', entry.originalArgs as object, (draft) => {
          const row = draft.data?.list.find((r) => r.id === fresh.id);
          if (row) Object.assign(row, fresh);
        }),
      );
  }
}

/** Form dialogs show the server's refusal where the user acted, not as a global message. */
const inline = { extraOptions: { skipErrorHandler: true } };

/** An action answering the instance: refusal inline, answer into the caches, side effects invalidated. */
const instanceAction = (...extra: Tag[]) => ({
  ...inline,
  onQueryStarted: applyAnswer,
  invalidatesTags: sideEffects(...extra),
});

export const instancesApi = instancesGeneratedApi.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    // The management panel and the terminal show "no such instance" in the page.
    getInstance: inline,
    createTerminalSession: inline,
    releaseInstance: instanceAction(list('release_record'), list('gpu'), list('node'), list('dedicated')),
    releaseInstances: {
      ...inline,
      invalidatesTags: (_r, error) =>
        error ? [] : [list('instance'), list('release_record'), list('gpu'), list('node'), list('dedicated')],
    },
    restartInstance: instanceAction(),
    restartInstances: { ...inline },
    repairInstanceVxlan: instanceAction(),
    setInstancePublicAccess: instanceAction(),
    setInstanceComputeNetwork: instanceAction(),
    resetInstance: instanceAction(),
    // The instance's latest image changes: it is read again.
    saveInstanceImage: {
      ...inline,
      invalidatesTags: (r, error, arg) =>
        error ? [] : [{ type: 'instance', id: arg.id }, ...sideEffects(list('image'))(r, error, arg)],
    },
    uploadInstanceData: inline,
    getInstanceDataDownloadUrl: inline,
    archiveInstance: instanceAction(list('archived_instance'), list('gpu'), list('node')),
    restoreArchivedInstance: {
      ...inline,
      invalidatesTags: (result, error, arg) =>
        error
          ? []
          : [
              ...tagsFor(instancesOperationTags, 'restoreArchivedInstance', arg),
              list('instance'),
              ...(result?.data?.instanceId ? [{ type: 'instance' as const, id: result.data.instanceId }] : []),
            ],
    },
    deleteArchivedInstance: {
      ...inline,
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [...tagsFor(instancesOperationTags, 'deleteArchivedInstance', arg), list('instance')],
    },
  },
});

export const {
  useQueryInstancesQuery,
  useGetInstanceQuery,
  useReleaseInstanceMutation,
  useRestartInstanceMutation,
  useReleaseInstancesMutation,
  useRestartInstancesMutation,
  useRepairInstanceVxlanMutation,
  useSetInstancePublicAccessMutation,
  useSetInstanceComputeNetworkMutation,
  useResetInstanceMutation,
  useSaveInstanceImageMutation,
  useUploadInstanceDataMutation,
  useLazyGetInstanceDataDownloadUrlQuery,
  useArchiveInstanceMutation,
  useCreateTerminalSessionMutation,
  useQueryInstanceMetricsQuery,
  useQueryArchivedInstancesQuery,
  useRestoreArchivedInstanceMutation,
  useQueryRecoveryLogQuery,
  useDeleteArchivedInstanceMutation,
  useQueryAuditLogsQuery,
  useQueryOperationLogsQuery,
  useQueryAccessStatisticsQuery,
} = instancesApi;

export type {
  AccessStatistics,
  ArchivedInstance,
  AuditLog,
  BatchResult,
  DownloadLink,
  Instance,
  InstanceMetrics,
  InstanceStatus,
  InstanceType,
  MetricName,
  MetricSeries,
  OperationLog,
  QueryInstancesRequest,
  RecoveryLog,
  RecoveryStatus,
  Tool,
  UsagePeriod,
} from '@/api/generated/instances.gen';
