// The deploy area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/deploy.ts.
export * from '@/api/endpoints/deploy';
