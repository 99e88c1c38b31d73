// The deploy area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { deployGeneratedApi } from '@/api/generated/deploy.gen';
import { withResourceTags } from '@/api/resourceTags';

export const deployApi = withResourceTags(deployGeneratedApi);
