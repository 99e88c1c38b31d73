// The billing area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/billing.ts.
export * from '@/api/endpoints/billing';
