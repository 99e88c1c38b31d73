// The edge area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { edgeGeneratedApi } from '@/api/generated/edge.gen';
import { withResourceTags } from '@/api/resourceTags';

export const edgeApi = withResourceTags(edgeGeneratedApi);
