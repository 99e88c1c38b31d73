// The apps area's API policy: generated endpoints with the generated cache tags; enabling or disabling an
// application changes the catalogue, the services, orders and the console home too, and its dialog shows a refusal.
import { appsGeneratedApi } from '../generated/apps.gen';
import { appsOperationTags } from '../generated/apps.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, tagsFor, withTagTable, type Tag } from '../resourceTags';

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const appsApi = appsGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(appsOperationTags, {
    // Enabling creates a service and an order, and changes the console home's numbers.
    enableApplication: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown, arg: unknown): Tag[] =>
        error
          ? []
          : [
              ...tagsFor(appsOperationTags, 'enableApplication', arg),
              { type: 'app_service', id: LIST_ID },
              { type: 'order', id: LIST_ID },
              { type: 'home', id: LIST_ID },
            ],
    },
    // Disabling changes the catalogue's "enabled" flag too.
    disableApplicationService: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown, arg: unknown): Tag[] =>
        error
          ? []
          : [
              ...tagsFor(appsOperationTags, 'disableApplicationService', arg),
              { type: 'app', id: LIST_ID },
              { type: 'home', id: LIST_ID },
            ],
    },
    // Detail screens say "not found" themselves for an unknown id.
    getApplicationService: INLINE,
    // The service detail names its application; without it the id is shown, with no message.
    getApplication: INLINE,
    getApiServiceDetail: INLINE,
    queryApplicationAnalytics: INLINE,
  }),
});

/** The endpoints with their types (for useFetchAllRows). */
export const appsEndpoints = appsGeneratedApi.endpoints;

export const {
  useDisableApplicationServiceMutation,
  useEnableApplicationMutation,
  useGetApiServiceDetailQuery,
  useGetApplicationQuery,
  useGetApplicationServiceQuery,
  useQueryApplicationAnalyticsQuery,
  useQueryApplicationServicesQuery,
  useQueryApplicationsQuery,
} = appsGeneratedApi;

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
} from '../generated/apps.gen';
