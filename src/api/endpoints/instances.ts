// The instances area's API policy: generated endpoints with the generated cache tags, plus what the area adds.
// An instance action also changes that instance's operation log, an archive feeds the archived list, a restore or an
// archive deletion changes the instance lists, a saved image the images, a release frees GPUs, writes release
// history and unlinks the instance from its dedicated request. Every action's refusal is shown in its dialog.
//
// An action on one instance answers the instance as it now is (removing, creating, public URL on, ...): that
// answer goes straight into the cached detail and list rows, and the views refresh on their own while the status
// is transitional. Refetching at once would skip what the answer shows whenever the server is already further on.
import type { Instance, InstanceResponse } from '../generated/instances.gen';
import { instancesGeneratedApi } from '../generated/instances.gen';
import { instancesOperationTags } from '../generated/instances.tags.gen';
import type { Resource } from '../generated/resourceTags.gen';
import { INLINE, LIST_ID, TAG_TYPES, tagsFor, withTagTable, type Tag } from '../resourceTags';

const list = (type: Resource): Tag => ({ type, id: LIST_ID });

/**
 * A release changes the dedicated request the instance ran on (its linked instances); the instance does not name
 * it, so every cached dedicated request is read again.
 */
const DEDICATED_REQUESTS = 'dedicated' as const;

/** What an action answering the instance changes besides it: its operation log, and the extra resources. */
const sideEffects =
  (...extra: (Tag | Resource)[]) =>
  (_r: unknown, error: unknown, arg: { id: string }): (Tag | Resource)[] =>
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

/** An action answering the instance: refusal inline, answer into the caches, side effects invalidated. */
const instanceAction = (...extra: (Tag | Resource)[]) => ({
  ...INLINE,
  onQueryStarted: applyAnswer,
  invalidatesTags: sideEffects(...extra),
});

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const instancesApi = instancesGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(instancesOperationTags, {
    // The management panel and the terminal show "no such instance" in the page.
    getInstance: INLINE,
    createTerminalSession: INLINE,
    releaseInstance: instanceAction(list('release_record'), list('gpu'), list('node'), DEDICATED_REQUESTS),
    releaseInstances: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown): (Tag | Resource)[] =>
        error ? [] : [list('instance'), list('release_record'), list('gpu'), list('node'), DEDICATED_REQUESTS],
    },
    restartInstance: instanceAction(),
    restartInstances: INLINE,
    repairInstanceVxlan: instanceAction(),
    setInstancePublicAccess: instanceAction(),
    setInstanceComputeNetwork: instanceAction(),
    resetInstance: instanceAction(),
    // The instance's latest image changes: it is read again.
    saveInstanceImage: {
      ...INLINE,
      invalidatesTags: (r: unknown, error: unknown, arg: { id: string }): (Tag | Resource)[] =>
        error ? [] : [{ type: 'instance', id: arg.id }, ...sideEffects(list('image'))(r, error, arg)],
    },
    uploadInstanceData: INLINE,
    getInstanceDataDownloadUrl: INLINE,
    // Log pages are read by the log viewer as they come into view and again while a run writes: never kept, never
    // invalidated; a failed read shows in the viewer (with retry). A download link is one-shot.
    queryInstanceLogPage: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
    getInstanceLogDownloadUrl: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
    archiveInstance: instanceAction(list('archived_instance'), list('gpu'), list('node')),
    restoreArchivedInstance: {
      ...INLINE,
      invalidatesTags: (result: { data?: { instanceId?: string } | null } | undefined, error: unknown, arg: unknown) =>
        error
          ? []
          : [
              ...tagsFor(instancesOperationTags, 'restoreArchivedInstance', arg),
              list('instance'),
              ...(result?.data?.instanceId ? [{ type: 'instance' as const, id: result.data.instanceId }] : []),
            ],
    },
    deleteArchivedInstance: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown, arg: unknown): Tag[] =>
        error ? [] : [...tagsFor(instancesOperationTags, 'deleteArchivedInstance', arg), list('instance')],
    },
  }),
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
} = instancesGeneratedApi;

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
} from '../generated/instances.gen';
