// The storage area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { storageGeneratedApi } from '@/api/generated/storage.gen';
import { withResourceTags } from '@/api/resourceTags';

export const storageApi = withResourceTags(storageGeneratedApi);
