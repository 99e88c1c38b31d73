// The edge area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { edgeGeneratedApi } from '@/api/generated/edge.gen';
import { edgeOperationTags } from '@/api/generated/edge.tags.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { LIST_ID, withResourceTags } from '@/api/resourceTags';

// The generated resource tags of every endpoint (enhanceEndpoints changes the endpoints in place; its answer
// is untyped, so the typed api below is the one screens use).
withResourceTags(edgeGeneratedApi, edgeOperationTags);

// Forms show the server's refusal inline (skipErrorHandler); a device's removal also changes the member counts
// of network service groups.
export const edgeApi = edgeGeneratedApi.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    registerNactDevice: { extraOptions: { skipErrorHandler: true } },
    updateNactDevice: { extraOptions: { skipErrorHandler: true } },
    addNactTunnel: { extraOptions: { skipErrorHandler: true } },
    addNactAdapter: { extraOptions: { skipErrorHandler: true } },
    addNactPortMapping: { extraOptions: { skipErrorHandler: true } },
    removeNactTunnel: { extraOptions: { skipErrorHandler: true } },
    removeNactAdapter: { extraOptions: { skipErrorHandler: true } },
    removeNactPortMapping: { extraOptions: { skipErrorHandler: true } },
    deleteNactDevice: {
      extraOptions: { skipErrorHandler: true },
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              { type: 'nact', id: arg.id },
              { type: 'nact', id: LIST_ID },
              { type: 'nsg', id: LIST_ID },
            ],
    },
    createNetworkServiceGroup: { extraOptions: { skipErrorHandler: true } },
    updateNetworkServiceGroup: { extraOptions: { skipErrorHandler: true } },
    deleteNetworkServiceGroup: { extraOptions: { skipErrorHandler: true } },
    addNetworkServiceGroupMembers: { extraOptions: { skipErrorHandler: true } },
    removeNetworkServiceGroupMembers: { extraOptions: { skipErrorHandler: true } },
  },
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
} = edgeApi;

export type {
  NactAdapter,
  NactDevice,
  NactDeviceDetail,
  NactPortMapping,
  NactTunnel,
  Network,
  NetworkServiceGroup,
  NetworkUser,
} from '@/api/generated/edge.gen';
