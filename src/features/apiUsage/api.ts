// The apiUsage area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { apiUsageGeneratedApi } from '@/api/generated/apiUsage.gen';
import { withResourceTags } from '@/api/resourceTags';

export const apiUsageApi = withResourceTags(apiUsageGeneratedApi);
