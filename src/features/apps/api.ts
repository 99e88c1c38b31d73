// The apps area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { appsGeneratedApi } from '@/api/generated/apps.gen';
import { withResourceTags } from '@/api/resourceTags';

export const appsApi = withResourceTags(appsGeneratedApi);
