// The instances area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
// On top of the per-resource tags: an instance action also changes that instance's operation log, an archive
// feeds the archived list, a restore or an archive deletion changes the instance lists, a saved image the images,
// a release frees GPUs and writes release history.
import { instancesGeneratedApi } from '@/api/generated/instances.gen';
import { RESOURCES, type Resource } from '@/api/generated/resourceTags.gen';
import { LIST_ID, tagsFor, withResourceTags } from '@/api/resourceTags';

// Per-resource tags on every endpoint (this changes the shared endpoint definitions), then this area's own.
withResourceTags(instancesGeneratedApi);

type Tag = { type: Resource; id: string };
const list = (type: Resource): Tag => ({ type, id: LIST_ID });

/** Actions on one instance: its own tags, its operation log, and what else the action changes. */
const actionTags =
  (operationId: string, ...extra: Tag[]) =>
  (_r: unknown, error: unknown, arg: { id: string }): Tag[] =>
    error ? [] : [...tagsFor(operationId, arg), { type: 'operation_log', id: arg.id }, ...extra];

/** Form dialogs show the server's refusal where the user acted, not as a global message. */
const inline = { extraOptions: { skipErrorHandler: true } };

export const instancesApi = instancesGeneratedApi.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    // The management panel and the terminal show "no such instance" in the page.
    getInstance: inline,
    createTerminalSession: inline,
    releaseInstance: {
      ...inline,
      invalidatesTags: actionTags(
        'releaseInstance',
        list('release_record'),
        list('gpu'),
        list('node'),
        list('dedicated'),
      ),
    },
    releaseInstances: {
      ...inline,
      invalidatesTags: (_r, error) =>
        error ? [] : [list('instance'), list('release_record'), list('gpu'), list('node'), list('dedicated')],
    },
    restartInstance: { ...inline, invalidatesTags: actionTags('restartInstance') },
    restartInstances: { ...inline },
    repairInstanceVxlan: { ...inline, invalidatesTags: actionTags('repairInstanceVxlan') },
    setInstancePublicAccess: { ...inline, invalidatesTags: actionTags('setInstancePublicAccess') },
    setInstanceComputeNetwork: { ...inline, invalidatesTags: actionTags('setInstanceComputeNetwork') },
    resetInstance: { ...inline, invalidatesTags: actionTags('resetInstance') },
    saveInstanceImage: { ...inline, invalidatesTags: actionTags('saveInstanceImage', list('image')) },
    uploadInstanceData: inline,
    getInstanceDataDownloadUrl: inline,
    archiveInstance: {
      ...inline,
      invalidatesTags: actionTags('archiveInstance', list('archived_instance'), list('gpu'), list('node')),
    },
    restoreArchivedInstance: {
      ...inline,
      invalidatesTags: (result, error, arg) =>
        error
          ? []
          : [
              ...tagsFor('restoreArchivedInstance', arg),
              list('instance'),
              ...(result?.data?.instanceId ? [{ type: 'instance' as const, id: result.data.instanceId }] : []),
            ],
    },
    deleteArchivedInstance: {
      ...inline,
      invalidatesTags: (_r, error, arg) => (error ? [] : [...tagsFor('deleteArchivedInstance', arg), list('instance')]),
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
