// The apps area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { appsGeneratedApi } from '@/api/generated/apps.gen';
import { appsOperationTags } from '@/api/generated/apps.tags.gen';
import { edgeGeneratedApi } from '@/api/generated/edge.gen';
import { edgeOperationTags } from '@/api/generated/edge.tags.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { LIST_ID, tagsFor, withResourceTags } from '@/api/resourceTags';

// enhanceEndpoints changes the shared endpoint definitions in place; the hooks are exported from the generated
// module because the enhanced api object's hooks lose their result types (withResourceTags returns a wide type).
export const appsApi = withResourceTags(appsGeneratedApi, appsOperationTags);
appsGeneratedApi.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    // Enabling creates a service and an order, and changes the console home's numbers; the dialog shows a refusal.
    enableApplication: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              ...tagsFor(appsOperationTags, 'enableApplication', arg),
              { type: 'app_service', id: LIST_ID },
              { type: 'order', id: LIST_ID },
              { type: 'home', id: LIST_ID },
            ],
      extraOptions: { skipErrorHandler: true },
    },
    // Disabling changes the catalogue's "enabled" flag too; the confirmation shows a refusal.
    disableApplicationService: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              ...tagsFor(appsOperationTags, 'disableApplicationService', arg),
              { type: 'app', id: LIST_ID },
              { type: 'home', id: LIST_ID },
            ],
      extraOptions: { skipErrorHandler: true },
    },
    // Detail screens say "not found" themselves for an unknown id.
    getApplicationService: { extraOptions: { skipErrorHandler: true } },
    // The service detail names its application; without it the id is shown, with no message.
    getApplication: { extraOptions: { skipErrorHandler: true } },
    getApiServiceDetail: { extraOptions: { skipErrorHandler: true } },
    queryApplicationAnalytics: { extraOptions: { skipErrorHandler: true } },
  },
});

withResourceTags(edgeGeneratedApi, edgeOperationTags);

/** The endpoints with their types (for useFetchAllRows). */
export const appsEndpoints = appsGeneratedApi.endpoints;

export {
  useDisableApplicationServiceMutation,
  useEnableApplicationMutation,
  useGetApiServiceDetailQuery,
  useGetApplicationQuery,
  useGetApplicationServiceQuery,
  useQueryApplicationAnalyticsQuery,
  useQueryApplicationServicesQuery,
  useQueryApplicationsQuery,
} from '@/api/generated/apps.gen';
/** NacT devices an application can be reached through (the edge area's list call). */
export { useQueryNactDevicesQuery } from '@/api/generated/edge.gen';

export type {
  AccessMethod,
  ApiServiceDetail,
  Application,
  ApplicationAnalytics,
  ApplicationService,
  BillingMode,
  EnableApplicationRequest,
  PayType,
  Price,
  ResourceMode,
} from '@/api/generated/apps.gen';
