// The edge area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/edge.ts.
export * from '@/api/endpoints/edge';
