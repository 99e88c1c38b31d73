// The compute area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
// On top of the per-resource tags: writes that move nodes or GPUs refresh the node and GPU lists too, forms that
// show the server's refusal where the user acted skip the global error display.
import { computeGeneratedApi } from '@/api/generated/compute.gen';
import { computeOperationTags } from '@/api/generated/compute.tags.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { LIST_ID, tagsFor, withResourceTags } from '@/api/resourceTags';

// withResourceTags answers its argument's type with the generics of enhanceEndpoints unresolved (the hooks' data
// become `any`); it returns the same api object, so the generated type is restored here.
const tagged = withResourceTags(computeGeneratedApi, computeOperationTags) as unknown as typeof computeGeneratedApi;

type Tag = ReturnType<typeof tagsFor>[number];
const NODES_AND_GPUS: Tag[] = [
  { type: 'node', id: LIST_ID },
  { type: 'gpu', id: LIST_ID },
];

/** The generated tags of a write plus others it changes; nothing when the call failed. */
const writes =
  <A>(operationId: string, extra: (arg: A) => Tag[]) =>
  (_r: unknown, error: unknown, arg: A) =>
    error ? [] : [...tagsFor(computeOperationTags, operationId, arg), ...extra(arg)];

const inline = { skipErrorHandler: true } as const;

/** errorCode of `current resources do not meet requirements (modify or convert to resource ticket)`. */
export const RESOURCES_INSUFFICIENT = 'RESOURCES_INSUFFICIENT';
/** errorCode of `No available resources`. */
export const NO_AVAILABLE_RESOURCES = 'NO_AVAILABLE_RESOURCES';

export const computeApi = tagged.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    setGpuOvercommit: { extraOptions: inline },
    splitGpu: { extraOptions: inline },
    unsplitGpu: { extraOptions: inline },
    createComputeGroup: {
      extraOptions: inline,
      invalidatesTags: writes('createComputeGroup', () => NODES_AND_GPUS),
    },
    updateComputeGroup: {
      extraOptions: inline,
      // nodes show their group's name
      invalidatesTags: writes('updateComputeGroup', () => [{ type: 'node', id: LIST_ID }]),
    },
    deleteComputeGroup: {
      extraOptions: inline,
      invalidatesTags: writes('deleteComputeGroup', () => NODES_AND_GPUS),
    },
    addComputeGroupNodes: {
      extraOptions: inline,
      invalidatesTags: writes('addComputeGroupNodes', (arg) => [
        ...NODES_AND_GPUS,
        ...arg.nodeIds.map((id) => ({ type: 'node' as const, id })),
        { type: 'compute_group', id: LIST_ID },
      ]),
    },
    removeComputeGroupNodes: {
      extraOptions: inline,
      invalidatesTags: writes('removeComputeGroupNodes', (arg) => [
        ...NODES_AND_GPUS,
        ...arg.nodeIds.map((id) => ({ type: 'node' as const, id })),
        { type: 'compute_group', id: LIST_ID },
      ]),
    },
    createDedicatedRequest: {
      extraOptions: inline,
      // A request the current resources cannot meet is kept as pending (to modify or convert): the list changes.
      invalidatesTags: (_r, error, arg) =>
        error
          ? (error as { errorCode?: string }).errorCode === RESOURCES_INSUFFICIENT
            ? [{ type: 'dedicated', id: LIST_ID }]
            : []
          : [...tagsFor(computeOperationTags, 'createDedicatedRequest', arg), ...NODES_AND_GPUS],
    },
    updateDedicatedRequest: {
      extraOptions: inline,
      // Still not met, the request keeps the new values as pending: it changes too.
      invalidatesTags: (_r, error, arg) =>
        error
          ? (error as { errorCode?: string }).errorCode === RESOURCES_INSUFFICIENT
            ? tagsFor(computeOperationTags, 'updateDedicatedRequest', arg)
            : []
          : [...tagsFor(computeOperationTags, 'updateDedicatedRequest', arg), ...NODES_AND_GPUS],
    },
    extendDedicatedRequest: {
      extraOptions: inline,
      invalidatesTags: writes('extendDedicatedRequest', () => [{ type: 'node', id: LIST_ID }]),
    },
    releaseDedicatedEarly: {
      extraOptions: inline,
      invalidatesTags: writes('releaseDedicatedEarly', () => [{ type: 'node', id: LIST_ID }]),
    },
    convertDedicatedRequestToTicket: {
      extraOptions: inline,
      invalidatesTags: writes('convertDedicatedRequestToTicket', () => [{ type: 'ticket', id: LIST_ID }]),
    },
    createResourceTicket: {
      extraOptions: inline,
      invalidatesTags: writes('createResourceTicket', (arg) =>
        arg.sourceRequestId ? [{ type: 'dedicated' as const, id: arg.sourceRequestId }] : [],
      ),
    },
    createResourceQueue: { extraOptions: inline },
    updateResourceQueue: { extraOptions: inline },
    deleteResourceQueue: { extraOptions: inline },
  },
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
} = computeApi;

export type {
  ComputeGroup,
  ComputeGroupDetail,
  ComputeNode,
  ComputeNodeDetail,
  DedicatedRequest,
  DedicatedRequestDetail,
  DedicatedRequestStatus,
  Gpu,
  InstanceSummary,
  MachineStatus,
  QueueMember,
  ResourceQueue,
  ResourceQueueDetail,
  ResourceTicket,
  ResourceType,
  Task,
} from '@/api/generated/compute.gen';
