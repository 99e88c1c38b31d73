// i18next namespaces: `common` ships with the app shell, the others load with the pages that use them.
export const NAMESPACES = [
  'common',
  'validation',
  'session',
  'organisation',
  'compute',
  'deploy',
  'instances',
  'resources',
  'storage',
  'edge',
  'apiUsage',
  'apps',
  'tasks',
  'billing',
  'portal',
  'snippets',
  'search',
  'notifications',
  'preflight',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
