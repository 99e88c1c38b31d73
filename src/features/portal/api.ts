// The portal area's hooks and types; its API policy (cache tags, inline refusals) is src/api/endpoints/portal.ts.
// The console home also reads the organisation's home modules, recent orders and application services: their
// hooks are re-exported here (same endpoints, same policy) so the screens import from one place.
export * from '@/api/endpoints/portal';
export { useQueryOrdersQuery, type Order } from '@/api/endpoints/billing';
export { useQueryHomeModulesQuery, type HomeModule, type HomeModuleKey } from '@/api/endpoints/organisation';
export { useQueryApplicationServicesQuery } from '@/api/endpoints/apps';
export { useGetIdleGpuSummaryQuery } from '@/api/endpoints/compute';
