// The portal area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
// The console home also reads the organisation's home modules, recent orders and application services: their
// hooks are re-exported here (same endpoints, same tags) so the screens import from one place.
import { billingGeneratedApi } from '@/api/generated/billing.gen';
import { billingOperationTags } from '@/api/generated/billing.tags.gen';
import { portalGeneratedApi } from '@/api/generated/portal.gen';
import { portalOperationTags } from '@/api/generated/portal.tags.gen';
import { withResourceTags } from '@/api/resourceTags';

// enhanceEndpoints changes the shared endpoint definitions in place; the hooks are exported from the generated
// module because the enhanced api object's hooks lose their result types (withResourceTags returns a wide type).
export const portalApi = withResourceTags(portalGeneratedApi, portalOperationTags);
portalGeneratedApi.enhanceEndpoints({
  endpoints: {
    // The requirements form shows the server's refusal inside the dialog.
    createRequirement: { extraOptions: { skipErrorHandler: true } },
  },
});
withResourceTags(billingGeneratedApi, billingOperationTags);

export {
  useCreateRequirementMutation,
  useGetConsoleOverviewQuery,
  useGetPortalContentQuery,
  useGetSystemStatusQuery,
} from '@/api/generated/portal.gen';
export { useQueryOrdersQuery } from '@/api/generated/billing.gen';
export { useQueryHomeModulesQuery } from '@/features/organisation/api';
export { useQueryApplicationServicesQuery } from '@/features/apps/api';

export type {
  ConsoleOverview,
  CreateRequirementRequest,
  EnterpriseType,
  PortalContent,
  PortalItem,
  PortalTab,
  RequestType,
  SystemStatus,
} from '@/api/generated/portal.gen';
export type { HomeModule, HomeModuleKey } from '@/features/organisation/api';
export type { Order } from '@/api/generated/billing.gen';
