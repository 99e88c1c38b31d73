// The session area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/session.ts.
export * from '@/api/endpoints/session';
