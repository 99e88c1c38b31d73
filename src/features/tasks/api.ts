// The tasks area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/tasks.ts.
// The create form also picks from the images of the resources area and the resource queues of the compute area.
export * from '@/api/endpoints/tasks';
export { useQueryImagesQuery, type Image } from '@/api/endpoints/resources';
export { useQueryResourceQueuesQuery, type ResourceQueue } from '@/api/endpoints/compute';
