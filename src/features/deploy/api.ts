// The deploy area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { deployGeneratedApi } from '@/api/generated/deploy.gen';
import { deployOperationTags } from '@/api/generated/deploy.tags.gen';
import { RESOURCES } from '@/api/generated/resourceTags.gen';
import { LIST_ID, withResourceTags } from '@/api/resourceTags';

/** The screen shows the server's refusal where the user acted (no message raised by baseQuery). */
const INLINE = { extraOptions: { skipErrorHandler: true } } as const;

/** What a deployment changes besides itself: instances, the deploy history, orders and GPU capacity. */
export const DEPLOYMENT_TOUCHES = [
  { type: 'instance', id: LIST_ID },
  { type: 'deploy_record', id: LIST_ID },
  { type: 'order', id: LIST_ID },
  { type: 'gpu', id: LIST_ID },
  { type: 'node', id: LIST_ID },
  { type: 'assembly', id: LIST_ID },
] as const;

// withResourceTags' return type loses the endpoints' result types (its `T` is inferred as any); the object is the
// generated api, enhanced in place, so it is typed as that again.
const tagged = withResourceTags(deployGeneratedApi, deployOperationTags) as unknown as typeof deployGeneratedApi;

export const deployApi = tagged.enhanceEndpoints({
  addTagTypes: RESOURCES,
  endpoints: {
    // Resource refusals (SPEC.md §8) are shown beside the choice that caused them, with their way out.
    getDeploymentQuote: INLINE,
    createDeployment: {
      ...INLINE,
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'deployment', id: LIST_ID }, ...DEPLOYMENT_TOUCHES]),
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
  },
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
  useQueryAssemblyLogsQuery,
  useQueryAssemblyVersionsQuery,
  useSwitchAssemblyVersionMutation,
  useQueryOfflineEnvsQuery,
  useCreateOfflineEnvMutation,
  useLazyGetOfflineEnvDownloadUrlQuery,
  useDeleteOfflineEnvMutation,
} = deployApi;

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
  LogLine,
  OfflineEnv,
  PayType,
  Price,
  StepState,
} from '@/api/generated/deploy.gen';
