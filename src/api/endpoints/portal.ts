// The portal area's API policy: generated endpoints with the generated cache tags; the requirements form shows
// the server's refusal inside its dialog.
import { portalGeneratedApi } from '../generated/portal.gen';
import { portalOperationTags } from '../generated/portal.tags.gen';
import { INLINE, TAG_TYPES, withTagTable } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const portalApi = portalGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(portalOperationTags, {
    createRequirement: INLINE,
  }),
});

export const {
  useCreateRequirementMutation,
  useGetConsoleOverviewQuery,
  useGetPortalContentQuery,
  useGetSystemStatusQuery,
} = portalGeneratedApi;

export type {
  ConsoleOverview,
  CreateRequirementRequest,
  EnterpriseType,
  PortalContent,
  PortalItem,
  PortalTab,
  RequestType,
  SystemStatus,
} from '../generated/portal.gen';
