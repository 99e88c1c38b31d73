// The compute area's API policy: its generated endpoints with the generated cache tags, plus what the area adds.
// Writes that move nodes or GPUs refresh the node and GPU lists too; every write's refusal is shown where the user
// acted (the form or dialog), not as a global message.
import { computeGeneratedApi } from '../generated/compute.gen';
import { computeOperationTags } from '../generated/compute.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, tagsFor, withTagTable, type Tag } from '../resourceTags';

const NODES_AND_GPUS: Tag[] = [
  { type: 'node', id: LIST_ID },
  { type: 'gpu', id: LIST_ID },
];

/** The generated tags of a write plus others it changes; nothing when the call failed. */
const writes =
  <A>(operationId: string, extra: (arg: A) => Tag[]) =>
  (_r: unknown, error: unknown, arg: A): Tag[] =>
    error ? [] : [...tagsFor(computeOperationTags, operationId, arg), ...extra(arg)];

/** errorCode of `current resources do not meet requirements (modify or convert to resource ticket)`. */
export const RESOURCES_INSUFFICIENT = 'RESOURCES_INSUFFICIENT';
/** errorCode of `No available resources`. */
export const NO_AVAILABLE_RESOURCES = 'NO_AVAILABLE_RESOURCES';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const computeApi = computeGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(computeOperationTags, {
    setGpuOvercommit: INLINE,
    splitGpu: INLINE,
    unsplitGpu: INLINE,
    createComputeGroup: { ...INLINE, invalidatesTags: writes('createComputeGroup', () => NODES_AND_GPUS) },
    // nodes show their group's name
    updateComputeGroup: {
      ...INLINE,
      invalidatesTags: writes('updateComputeGroup', () => [{ type: 'node', id: LIST_ID }]),
    },
    deleteComputeGroup: { ...INLINE, invalidatesTags: writes('deleteComputeGroup', () => NODES_AND_GPUS) },
    addComputeGroupNodes: {
      ...INLINE,
      invalidatesTags: writes('addComputeGroupNodes', (arg: { nodeIds: string[] }) => [
        ...NODES_AND_GPUS,
        ...arg.nodeIds.map((id) => ({ type: 'node' as const, id })),
        { type: 'compute_group', id: LIST_ID },
      ]),
    },
    removeComputeGroupNodes: {
      ...INLINE,
      invalidatesTags: writes('removeComputeGroupNodes', (arg: { nodeIds: string[] }) => [
        ...NODES_AND_GPUS,
        ...arg.nodeIds.map((id) => ({ type: 'node' as const, id })),
        { type: 'compute_group', id: LIST_ID },
      ]),
    },
    createDedicatedRequest: {
      ...INLINE,
      // A request the current resources cannot meet is kept as pending (to modify or convert): the list changes.
      invalidatesTags: (_r: unknown, error: unknown, arg: unknown): Tag[] =>
        error
          ? (error as { errorCode?: string }).errorCode === RESOURCES_INSUFFICIENT
            ? [{ type: 'dedicated', id: LIST_ID }]
            : []
          : [...tagsFor(computeOperationTags, 'createDedicatedRequest', arg), ...NODES_AND_GPUS],
    },
    updateDedicatedRequest: {
      ...INLINE,
      // Still not met, the request keeps the new values as pending: it changes too.
      invalidatesTags: (_r: unknown, error: unknown, arg: unknown): Tag[] =>
        error
          ? (error as { errorCode?: string }).errorCode === RESOURCES_INSUFFICIENT
            ? tagsFor(computeOperationTags, 'updateDedicatedRequest', arg)
            : []
          : [...tagsFor(computeOperationTags, 'updateDedicatedRequest', arg), ...NODES_AND_GPUS],
    },
    extendDedicatedRequest: {
      ...INLINE,
      invalidatesTags: writes('extendDedicatedRequest', () => [{ type: 'node', id: LIST_ID }]),
    },
    releaseDedicatedEarly: {
      ...INLINE,
      invalidatesTags: writes('releaseDedicatedEarly', () => [{ type: 'node', id: LIST_ID }]),
    },
    convertDedicatedRequestToTicket: {
      ...INLINE,
      invalidatesTags: writes('convertDedicatedRequestToTicket', () => [{ type: 'ticket', id: LIST_ID }]),
    },
    createResourceTicket: {
      ...INLINE,
      invalidatesTags: writes('createResourceTicket', (arg: { sourceRequestId?: string | null }) =>
        arg.sourceRequestId ? [{ type: 'dedicated' as const, id: arg.sourceRequestId }] : [],
      ),
    },
    createResourceQueue: INLINE,
    updateResourceQueue: INLINE,
    deleteResourceQueue: INLINE,
    // a new idle policy changes which GPUs and instances are idle: their lists, the histories' flags, the summary
    setIdlePolicy: {
      ...INLINE,
      invalidatesTags: writes('setIdlePolicy', () => [
        ...NODES_AND_GPUS,
        { type: 'usage', id: LIST_ID },
        { type: 'instance', id: LIST_ID },
      ]),
    },
  }),
});

export const {
  useQueryComputeNodesQuery,
  useGetComputeNodeQuery,
  useQueryGpusQuery,
  useSetGpuOvercommitMutation,
  useSplitGpuMutation,
  useUnsplitGpuMutation,
  useQueryComputeGroupsQuery,
  useGetComputeGroupQuery,
  useCreateComputeGroupMutation,
  useUpdateComputeGroupMutation,
  useDeleteComputeGroupMutation,
  useAddComputeGroupNodesMutation,
  useRemoveComputeGroupNodesMutation,
  useQueryDedicatedRequestsQuery,
  useLazyQueryDedicatedRequestsQuery,
  useGetDedicatedRequestQuery,
  useCreateDedicatedRequestMutation,
  useUpdateDedicatedRequestMutation,
  useExtendDedicatedRequestMutation,
  useReleaseDedicatedEarlyMutation,
  useConvertDedicatedRequestToTicketMutation,
  useQueryResourceTicketsQuery,
  useGetResourceTicketQuery,
  useCreateResourceTicketMutation,
  useQueryResourceQueuesQuery,
  useGetResourceQueueQuery,
  useCreateResourceQueueMutation,
  useUpdateResourceQueueMutation,
  useDeleteResourceQueueMutation,
  useQueryUsageHistoryQuery,
  useGetIdlePolicyQuery,
  useSetIdlePolicyMutation,
  useGetIdleGpuSummaryQuery,
} = computeGeneratedApi;

export type {
  ComputeGroup,
  ComputeGroupDetail,
  ComputeNode,
  ComputeNodeDetail,
  DedicatedRequest,
  DedicatedRequestDetail,
  DedicatedRequestStatus,
  Gpu,
  IdleGpuSummary,
  IdlePolicy,
  InstanceSummary,
  MachineStatus,
  QueueMember,
  ResourceQueue,
  ResourceQueueDetail,
  ResourceTicket,
  ResourceType,
  Task,
  UsageHistory,
  UsagePoint,
  UsageRange,
} from '../generated/compute.gen';
