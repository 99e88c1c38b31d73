// The resources area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/resources.ts.
export * from '@/api/endpoints/resources';
