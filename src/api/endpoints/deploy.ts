// The deploy area's API policy: generated endpoints with the generated cache tags; a deployment changes instances,
// history, orders and capacity too; refusals (resource shortages, unknown ids) are shown where the user acted.
import { deployGeneratedApi } from '../generated/deploy.gen';
import { deployOperationTags } from '../generated/deploy.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, withTagTable, type Tag } from '../resourceTags';

/** What a deployment changes besides itself: instances, the deploy history, orders and GPU capacity. */
export const DEPLOYMENT_TOUCHES = [
  { type: 'instance', id: LIST_ID },
  { type: 'deploy_record', id: LIST_ID },
  { type: 'order', id: LIST_ID },
  { type: 'gpu', id: LIST_ID },
  { type: 'node', id: LIST_ID },
  { type: 'assembly', id: LIST_ID },
] as const;

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const deployApi = deployGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(deployOperationTags, {
    // Resource refusals are shown beside the choice that caused them, with their way out.
    getDeploymentQuote: INLINE,
    createDeployment: {
      ...INLINE,
      invalidatesTags: (_r: unknown, error: unknown): Tag[] =>
        error ? [] : [{ type: 'deployment', id: LIST_ID }, ...DEPLOYMENT_TOUCHES],
    },
    getDeploymentProgress: INLINE,
    // Unknown ids show a not-found state on the page.
    getDeployService: INLINE,
    getAssemblyService: INLINE,
    scaleAssemblyService: INLINE,
    restartAssemblyService: INLINE,
    switchAssemblyVersion: INLINE,
    createOfflineEnv: INLINE,
    deleteOfflineEnv: INLINE,
    getOfflineEnvDownloadUrl: INLINE,
    // Log pages are read by the log viewer as they come into view and again while a run writes: never kept, never
    // invalidated; a failed read shows in the viewer (with retry). A download link is one-shot.
    queryAssemblyLogPage: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
    getAssemblyLogDownloadUrl: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
    queryDeploymentLogPage: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
    getDeploymentLogDownloadUrl: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
  }),
});

export const {
  useQueryDeployServicesQuery,
  useGetDeployServiceQuery,
  useGetDeploymentQuoteQuery,
  useCreateDeploymentMutation,
  useGetDeploymentProgressQuery,
  useQueryDeployHistoryQuery,
  useQueryReleaseHistoryQuery,
  useGetAssemblyServiceQuery,
  useScaleAssemblyServiceMutation,
  useRestartAssemblyServiceMutation,
  useQueryAssemblyVersionsQuery,
  useSwitchAssemblyVersionMutation,
  useQueryOfflineEnvsQuery,
  useCreateOfflineEnvMutation,
  useLazyGetOfflineEnvDownloadUrlQuery,
  useDeleteOfflineEnvMutation,
} = deployGeneratedApi;

export type {
  AssemblyService,
  AssemblyVersion,
  BillingMode,
  DeployRecord,
  DeployService,
  DeployStep,
  DeployStepName,
  Deployment,
  DeploymentQuote,
  InstanceType,
  OfflineEnv,
  PayType,
  Price,
  StepState,
} from '../generated/deploy.gen';
