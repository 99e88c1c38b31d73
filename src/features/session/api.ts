// Session endpoints (generated from openapi.yaml), with cache tags; pages and sagas import hooks from here.
import { sessionGeneratedApi } from '@/api/generated/session.gen';

export const sessionApi = sessionGeneratedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser', 'Invitation'],
  endpoints: {
    queryCurrentUser: { providesTags: ['CurrentUser'] },
    updateCurrentUser: { invalidatesTags: ['CurrentUser'] },
    getInvitation: { providesTags: (_r, _e, arg) => [{ type: 'Invitation', id: arg.code }] },
    joinInvitedAccount: { invalidatesTags: (_r, _e, arg) => ['CurrentUser', { type: 'Invitation', id: arg.code }] },
  },
});

export const {
  useLoginMutation,
  useLoginWithCodeMutation,
  useSendLoginCodeMutation,
  useRegisterMutation,
  useLogoutMutation,
  useQueryCurrentUserQuery,
  useUpdateCurrentUserMutation,
  useSwitchAccountMutation,
  useGetInvitationQuery,
  useJoinInvitedAccountMutation,
  useRegisterWithInvitationMutation,
  useResetPasswordWithCodeMutation,
  useSendEmailCodeMutation,
} = sessionApi;
