// The portal area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { portalGeneratedApi } from '@/api/generated/portal.gen';
import { withResourceTags } from '@/api/resourceTags';

export const portalApi = withResourceTags(portalGeneratedApi);
