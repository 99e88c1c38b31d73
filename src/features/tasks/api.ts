// The tasks area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
import { tasksGeneratedApi } from '@/api/generated/tasks.gen';
import { withResourceTags } from '@/api/resourceTags';

export const tasksApi = withResourceTags(tasksGeneratedApi);
