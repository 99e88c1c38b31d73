// The search area's hooks and types; its API policy (inline refusals, no reuse) is src/api/endpoints/search.ts.
export * from '@/api/endpoints/search';
