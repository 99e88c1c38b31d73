// The storage area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/storage.ts.
export * from '@/api/endpoints/storage';
/** Running instances to attach a volume to (the instances area's list call). */
export { useQueryInstancesQuery, type Instance } from '@/api/endpoints/instances';
/** The organisation's access key ID for the bucket detail (the organisation area's cached call). */
export { useQueryAccessKeyQuery } from '@/api/endpoints/organisation';
