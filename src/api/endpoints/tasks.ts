// The tasks area's API policy: generated endpoints with the generated cache tags; a task takes or frees GPUs of its
// queue, so creating or stopping one reads the queue lists again (used GPUs, task counts); the create form and the
// stop confirmation show the server's refusal where the user acted.
import { tasksGeneratedApi } from '../generated/tasks.gen';
import { tasksOperationTags } from '../generated/tasks.tags.gen';
import { INLINE, LIST_ID, TAG_TYPES, tagsFor, withTagTable, type Tag } from '../resourceTags';

const queuesToo =
  (operationId: string) =>
  (_r: unknown, error: unknown, arg: unknown): Tag[] =>
    error ? [] : [...tagsFor(tasksOperationTags, operationId, arg), { type: 'queue', id: LIST_ID }];

/** The area's api with its policy; its hooks (below) are the generated object's, which keep their result types. */
export const tasksApi = tasksGeneratedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: withTagTable(tasksOperationTags, {
    createTask: { ...INLINE, invalidatesTags: queuesToo('createTask') },
    stopTask: { ...INLINE, invalidatesTags: queuesToo('stopTask') },
    // Log pages are read by the log viewer as they come into view and again while a run writes: never kept, never
    // invalidated; a failed read shows in the viewer (with retry). A download link is one-shot.
    queryTaskLogPage: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
    getTaskLogDownloadUrl: { ...INLINE, providesTags: [], keepUnusedDataFor: 0 },
  }),
});

export const {
  useQueryTasksQuery,
  useCreateTaskMutation,
  useStopTaskMutation,
  useGetTaskOverviewQuery,
  useQueryTaskTemplatesQuery,
} = tasksGeneratedApi;

export type {
  CreateTaskRequest,
  QueryTasksRequest,
  Task,
  TaskOverview,
  TaskStatus,
  TaskTemplate,
} from '../generated/tasks.gen';
