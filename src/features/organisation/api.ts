// Organisation endpoints (generated from openapi.yaml) with their cache tags; the screens use only these hooks.
import { organisationGeneratedApi } from '@/api/generated/organisation.gen';

const LIST = 'LIST' as const;

export const organisationApi = organisationGeneratedApi.enhanceEndpoints({
  addTagTypes: ['Organisation', 'Member', 'Invitation', 'AccessKey', 'HomeModules'],
  endpoints: {
    queryOrganisation: { providesTags: (_r, _e, arg) => [{ type: 'Organisation', id: arg.ugroupId }] },
    updateOrganisation: { invalidatesTags: (_r, _e, arg) => [{ type: 'Organisation', id: arg.ugroupId }] },
    queryMembers: {
      providesTags: (result) => [
        ...(result?.data?.list ?? []).map((m) => ({ type: 'Member' as const, id: m.userId })),
        { type: 'Member', id: LIST },
      ],
    },
    updateMemberRole: { invalidatesTags: (_r, _e, arg) => [{ type: 'Member', id: arg.userId }] },
    removeMembers: {
      invalidatesTags: (_r, _e, arg) => [
        ...arg.userIds.map((id) => ({ type: 'Member' as const, id })),
        { type: 'Member', id: LIST },
        'Organisation',
      ],
    },
    queryInvitations: {
      providesTags: (result) => [
        ...(result?.data?.list ?? []).map((i) => ({ type: 'Invitation' as const, id: i.id })),
        { type: 'Invitation', id: LIST },
      ],
    },
    // The invitation dialog shows the server's refusal inline (`Email already exists!`, the limit).
    inviteMembers: {
      invalidatesTags: [{ type: 'Invitation', id: LIST }, 'Organisation'],
      extraOptions: { skipErrorHandler: true },
    },
    withdrawInvitation: { invalidatesTags: (_r, _e, arg) => [{ type: 'Invitation', id: arg.id }, 'Organisation'] },
    resendInvitation: { invalidatesTags: (_r, _e, arg) => [{ type: 'Invitation', id: arg.id }] },
    queryAccessKey: { providesTags: ['AccessKey'] },
    createAccessKey: { invalidatesTags: ['AccessKey', 'Organisation'] },
    updateAccessKey: { invalidatesTags: ['AccessKey'] },
    queryHomeModules: { providesTags: ['HomeModules'] },
    updateHomeModules: { invalidatesTags: ['HomeModules'] },
  },
});

export const {
  useQueryOrganisationQuery,
  useUpdateOrganisationMutation,
  useQueryMembersQuery,
  useUpdateMemberRoleMutation,
  useRemoveMembersMutation,
  useInviteMembersMutation,
  useSendOperationEmailMutation,
  useQueryInvitationsQuery,
  useWithdrawInvitationMutation,
  useResendInvitationMutation,
  useQueryAccessKeyQuery,
  useCreateAccessKeyMutation,
  useUpdateAccessKeyMutation,
  useQueryHomeModulesQuery,
  useUpdateHomeModulesMutation,
} = organisationApi;

export type {
  AccessKey,
  AccessKeySecret,
  HomeModule,
  HomeModuleKey,
  Invitation,
  InvitationStatus,
  InvitationValidityDays,
  Member,
  Organisation,
  Role,
} from '@/api/generated/organisation.gen';
