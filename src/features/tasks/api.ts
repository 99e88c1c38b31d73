// The tasks area's endpoints (generated from openapi.yaml) with cache tags; its screens use hooks from here.
// The create form also picks from the images of the resources area and the resource queues of the compute area:
// their generated endpoints are read through here too.
import { computeGeneratedApi } from '@/api/generated/compute.gen';
import { computeOperationTags } from '@/api/generated/compute.tags.gen';
import { resourcesGeneratedApi } from '@/api/generated/resources.gen';
import { resourcesOperationTags } from '@/api/generated/resources.tags.gen';
import type { OperationTags } from '@/api/generated/resourceTags.gen';
import { tasksGeneratedApi } from '@/api/generated/tasks.gen';
import { tasksOperationTags } from '@/api/generated/tasks.tags.gen';
import { LIST_ID, tagsFor, withResourceTags } from '@/api/resourceTags';

type Tags = readonly unknown[];
// `never` parameters accept RTK Query's own tag functions, whatever their argument types.
type TagsOf = (result: never, error: never, arg: never, meta: never) => Tags;
interface Definition {
  invalidatesTags?: Tags | TagsOf;
  providesTags?: Tags | TagsOf;
  extraOptions?: unknown;
}

const resolve = (tags: Tags | TagsOf | undefined, ...args: unknown[]): Tags =>
  typeof tags === 'function' ? (tags as (...a: unknown[]) => Tags)(...args) : (tags ?? []);

/** A task takes or frees GPUs of its queue: the queue lists (used GPUs, task counts) are read again. */
const alsoInvalidatesQueues = (definition: Definition) => {
  const own = definition.invalidatesTags;
  definition.invalidatesTags = (result: unknown, error: unknown, arg: unknown, meta: unknown) =>
    error ? [] : [...resolve(own, result, error, arg, meta), { type: 'queue', id: LIST_ID }];
};

// withResourceTags enhances the endpoints in place; its return type is untyped (any), so the typed api object is
// taken from the generated one.
withResourceTags(tasksGeneratedApi, tasksOperationTags);
export const tasksApi = tasksGeneratedApi.enhanceEndpoints({
  endpoints: {
    // The create form and the stop confirmation show the server's refusal where the user acted.
    createTask: (definition) => {
      alsoInvalidatesQueues(definition as Definition);
      definition.extraOptions = { skipErrorHandler: true };
    },
    stopTask: (definition) => {
      alsoInvalidatesQueues(definition as Definition);
      definition.extraOptions = { skipErrorHandler: true };
    },
  },
});

// Lists owned by other areas: tagged the way their areas tag them, unless their api.ts already did.
const provideAsResource = (tags: OperationTags, operationId: string, definition: Definition) => {
  definition.providesTags ??= (_r: unknown, _e: unknown, arg: unknown) => tagsFor(tags, operationId, arg);
};
const imagesApi = resourcesGeneratedApi.enhanceEndpoints({
  endpoints: {
    queryImages: (definition) => provideAsResource(resourcesOperationTags, 'queryImages', definition as Definition),
  },
});
const queuesApi = computeGeneratedApi.enhanceEndpoints({
  endpoints: {
    queryResourceQueues: (definition) =>
      provideAsResource(computeOperationTags, 'queryResourceQueues', definition as Definition),
  },
});

export const {
  useQueryTasksQuery,
  useCreateTaskMutation,
  useStopTaskMutation,
  useQueryTaskLogsQuery,
  useGetTaskOverviewQuery,
  useQueryTaskTemplatesQuery,
} = tasksApi;
export const { useQueryImagesQuery } = imagesApi;
export const { useQueryResourceQueuesQuery } = queuesApi;

export type {
  CreateTaskRequest,
  LogLine,
  QueryTasksRequest,
  Task,
  TaskOverview,
  TaskStatus,
  TaskTemplate,
} from '@/api/generated/tasks.gen';
export type { Image } from '@/api/generated/resources.gen';
export type { ResourceQueue } from '@/api/generated/compute.gen';
