// The organisation area's API policy: generated endpoints with the generated cache tags (organisation, member,
// invitation, access_key, home_module), plus what the area adds: member and invitation changes, and a new access
// key, change the organisation's counts; the dialogs that send them show a refusal where the user acted.
import { organisationGeneratedApi } from '../generated/organisation.gen';
import { organisationOperationTags } from '../generated/organisation.tags.gen';
import type { Resource } from '../generated/resourceTags.gen';
import { INLINE, TAG_TYPES, tagsFor, withTagTable, type Tag } from '../resourceTags';

/** Every cached organisation (its member and invitation counts). */
const ORGANISATION = 'organisation' as const;

/** The generated tags of a write and the organisation's counts; nothing when the call failed. */
const countsToo =
  (operationId: string) =>
  (_r: unknown, error: unknown, arg: unknown): (Tag | Resource)[] =>
    error ? [] : [...tagsFor(organisationOperationTags, operationId, arg), ORGANISATION];

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const organisationApi = organisationGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(organisationOperationTags, {
    createOrganisation: INLINE,
    updateOrganisation: INLINE,
    updateMemberRole: INLINE,
    removeMembers: { ...INLINE, invalidatesTags: countsToo('removeMembers') },
    // The invitation dialog shows the server's refusal (`Email already exists!`, the limit).
    inviteMembers: { ...INLINE, invalidatesTags: countsToo('inviteMembers') },
    withdrawInvitation: { ...INLINE, invalidatesTags: countsToo('withdrawInvitation') },
    // The invitation email follows a created (or renewed) invitation: the screen that sent it says in its own
    // words that the invitation exists but the email failed, once.
    sendOperationEmail: INLINE,
    createAccessKey: { invalidatesTags: countsToo('createAccessKey') },
  }),
});

export const {
  useCreateOrganisationMutation,
  useQueryOrganisationQuery,
  useGetOrganisationQuotaQuery,
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
} = organisationGeneratedApi;

export type {
  OrganisationQuota,
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
} from '../generated/organisation.gen';
