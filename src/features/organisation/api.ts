// The organisation area's hooks and types; its API policy (cache tags, inline refusals) is
// src/api/endpoints/organisation.ts.
export * from '@/api/endpoints/organisation';
