// The instances area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { instancesGeneratedApi } from '@/api/generated/instances.gen';
import { withResourceTags } from '@/api/resourceTags';

export const instancesApi = withResourceTags(instancesGeneratedApi);
