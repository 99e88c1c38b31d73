// The edge area's API policy: generated endpoints with the generated cache tags; every write's refusal is shown in
// its form or confirmation, and a device's removal also changes the member counts of network service groups.
import { edgeGeneratedApi } from '../generated/edge.gen';
import { edgeOperationTags } from '../generated/edge.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, withTagTable, type Tag } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const edgeApi = edgeGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(edgeOperationTags, {
    registerNactDevice: INLINE,
    updateNactDevice: INLINE,
    addNactTunnel: INLINE,
    addNactAdapter: INLINE,
    addNactPortMapping: INLINE,
    removeNactTunnel: INLINE,
    removeNactAdapter: INLINE,
    removeNactPortMapping: INLINE,
    deleteNactDevice: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown, arg: { id: string }): Tag[] =>
        error
          ? []
          : [
              { type: 'nact', id: arg.id },
              { type: 'nact', id: LIST_ID },
              { type: 'nsg', id: LIST_ID },
            ],
    },
    createNetworkServiceGroup: INLINE,
    updateNetworkServiceGroup: INLINE,
    deleteNetworkServiceGroup: INLINE,
    addNetworkServiceGroupMembers: INLINE,
    removeNetworkServiceGroupMembers: INLINE,
  }),
});

export const {
  useQueryNactDevicesQuery,
  useGetNactDeviceQuery,
  useRegisterNactDeviceMutation,
  useUpdateNactDeviceMutation,
  useDeleteNactDeviceMutation,
  useAddNactTunnelMutation,
  useRemoveNactTunnelMutation,
  useAddNactAdapterMutation,
  useRemoveNactAdapterMutation,
  useAddNactPortMappingMutation,
  useRemoveNactPortMappingMutation,
  useQueryNetworkServiceGroupsQuery,
  useGetNetworkServiceGroupQuery,
  useCreateNetworkServiceGroupMutation,
  useUpdateNetworkServiceGroupMutation,
  useDeleteNetworkServiceGroupMutation,
  useQueryNetworkServiceGroupMembersQuery,
  useAddNetworkServiceGroupMembersMutation,
  useRemoveNetworkServiceGroupMembersMutation,
  useQueryNetworksQuery,
} = edgeGeneratedApi;

export type {
  NactAdapter,
  NactDevice,
  NactDeviceDetail,
  NactPortMapping,
  NactTunnel,
  Network,
  NetworkServiceGroup,
  NetworkUser,
} from '../generated/edge.gen';
