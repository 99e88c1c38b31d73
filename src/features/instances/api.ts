// The instances area's hooks and types; its API policy (cache tags, inline refusals, cache patches) is
// src/api/endpoints/instances.ts.
export * from '@/api/endpoints/instances';
