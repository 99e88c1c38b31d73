// The notifications area's hooks and types; its API policy (cache tags, a silent background poll) is
// src/api/endpoints/notifications.ts.
export * from '@/api/endpoints/notifications';
