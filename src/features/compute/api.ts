// The compute area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { computeGeneratedApi } from '@/api/generated/compute.gen';
import { withResourceTags } from '@/api/resourceTags';

export const computeApi = withResourceTags(computeGeneratedApi);
