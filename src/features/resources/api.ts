// The resources area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { resourcesGeneratedApi } from '@/api/generated/resources.gen';
import { withResourceTags } from '@/api/resourceTags';

export const resourcesApi = withResourceTags(resourcesGeneratedApi);
