// The apps area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/apps.ts.
export * from '@/api/endpoints/apps';
/** NacT devices an application can be reached through (the edge area's list call). */
export { useQueryNactDevicesQuery } from '@/api/endpoints/edge';
