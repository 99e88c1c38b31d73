// The compute area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/compute.ts.
export * from '@/api/endpoints/compute';
