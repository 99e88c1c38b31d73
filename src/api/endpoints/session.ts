// The session area's API policy: generated endpoints with the generated cache tags (user, invitation); every
// sign-in and account form shows the server's refusal in the form itself, not as a global message.
import { sessionGeneratedApi } from '../generated/session.gen';
import { sessionOperationTags } from '../generated/session.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, tagsFor, withTagTable, type Tag } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const sessionApi = sessionGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(sessionOperationTags, {
    login: INLINE,
    loginWithCode: INLINE,
    sendLoginCode: INLINE,
    registerWithInvitation: INLINE,
    sendEmailCode: INLINE,
    resetPasswordWithCode: INLINE,
    updateCurrentUser: INLINE,
    // Joining an organisation changes the current user's organisations too.
    joinInvitedAccount: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown, arg: unknown): Tag[] =>
        error ? [] : [...tagsFor(sessionOperationTags, 'joinInvitedAccount', arg), { type: 'user', id: LIST_ID }],
    },
  }),
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
} = sessionGeneratedApi;

export type { InvitationInfo, SendEmailCodeApiArg } from '../generated/session.gen';
