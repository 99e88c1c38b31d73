// Every route of docs/product-rules.md#routes-and-guards: path, title key, whether it sits inside the console layout, and its lazy page.
// Each page is its own chunk (`page-<key>`); the size test and the bench read chunk groups by that name.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  key: string;
  path: string;
  /** Inside the global layout (side menu and app bar). */
  layout: boolean;
  /** Signed-out visitors may open it (docs/product-rules.md#routes-and-guards: only `/`). */
  public?: boolean;
  /** A form for creating or editing: its title key (under `common:routes`) when the address has no `id`. */
  newKey?: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** Each page's loader: its own `import()`, whose comment names the page's chunk `page-<key>`. */
const PAGES = {
  home: () => import(/* webpackChunkName: "page-home" */ '@/features/portal/pages/PortalHomePage'),
  login: () => import(/* webpackChunkName: "page-login" */ '@/features/session/pages/LoginPage'),
  inviteLogin: () => import(/* webpackChunkName: "page-inviteLogin" */ '@/features/session/pages/InviteLoginPage'),
  stepPage: () => import(/* webpackChunkName: "page-stepPage" */ '@/features/deploy/pages/StepPage'),
  apiServiceDetail: () =>
    import(/* webpackChunkName: "page-apiServiceDetail" */ '@/features/apps/pages/ApiServiceDetailPage'),
  serviceDetail: () => import(/* webpackChunkName: "page-serviceDetail" */ '@/features/apps/pages/ServiceDetailPage'),
  assemblyDetail: () =>
    import(/* webpackChunkName: "page-assemblyDetail" */ '@/features/deploy/pages/AssemblyDetailPage'),
  appDetail: () => import(/* webpackChunkName: "page-appDetail" */ '@/features/apps/pages/AppDetailPage'),
  xterm: () => import(/* webpackChunkName: "page-xterm" */ '@/features/instances/pages/XTermPage'),
  sysUpgrade: () => import(/* webpackChunkName: "page-sysUpgrade" */ '@/features/portal/pages/SysUpgradePage'),
  portal: () => import(/* webpackChunkName: "page-portal" */ '@/features/portal/pages/ConsoleHomePage'),
  dedicated: () => import(/* webpackChunkName: "page-dedicated" */ '@/features/compute/pages/DedicatedPage'),
  gpu: () => import(/* webpackChunkName: "page-gpu" */ '@/features/compute/pages/GpuPage'),
  gpuGroup: () => import(/* webpackChunkName: "page-gpuGroup" */ '@/features/compute/pages/GpuGroupPage'),
  gpuGroupOperate: () =>
    import(/* webpackChunkName: "page-gpuGroupOperate" */ '@/features/compute/pages/GpuGroupOperatePage'),
  dedicatedComputing: () =>
    import(/* webpackChunkName: "page-dedicatedComputing" */ '@/features/compute/pages/DedicatedComputingPage'),
  resourceTicket: () =>
    import(/* webpackChunkName: "page-resourceTicket" */ '@/features/compute/pages/ResourceTicketPage'),
  resourceQueue: () =>
    import(/* webpackChunkName: "page-resourceQueue" */ '@/features/compute/pages/ResourceQueuePage'),
  resourceQueueAdd: () =>
    import(/* webpackChunkName: "page-resourceQueueAdd" */ '@/features/compute/pages/ResourceQueueAddPage'),
  resourceQueueDetail: () =>
    import(/* webpackChunkName: "page-resourceQueueDetail" */ '@/features/compute/pages/ResourceQueueDetailPage'),
  assemblyService: () =>
    import(/* webpackChunkName: "page-assemblyService" */ '@/features/deploy/pages/AssemblyServicePage'),
  assemblyServiceOps: () =>
    import(/* webpackChunkName: "page-assemblyServiceOps" */ '@/features/deploy/pages/AssemblyServiceOpsPage'),
  interactiveService: () =>
    import(/* webpackChunkName: "page-interactiveService" */ '@/features/instances/pages/InteractiveServicePage'),
  nonInteractive: () =>
    import(/* webpackChunkName: "page-nonInteractive" */ '@/features/instances/pages/NonInteractivePage'),
  archivedInstance: () =>
    import(/* webpackChunkName: "page-archivedInstance" */ '@/features/instances/pages/ArchivedInstancePage'),
  offlineEnv: () => import(/* webpackChunkName: "page-offlineEnv" */ '@/features/deploy/pages/OfflineEnvPage'),
  assemblyRecord: () =>
    import(/* webpackChunkName: "page-assemblyRecord" */ '@/features/deploy/pages/AssemblyRecordPage'),
  managementPanel: () =>
    import(/* webpackChunkName: "page-managementPanel" */ '@/features/instances/pages/ManagementPanelPage'),
  taskCenter: () => import(/* webpackChunkName: "page-taskCenter" */ '@/features/tasks/pages/TaskCenterPage'),
  taskList: () => import(/* webpackChunkName: "page-taskList" */ '@/features/tasks/pages/TaskListPage'),
  createTask: () => import(/* webpackChunkName: "page-createTask" */ '@/features/tasks/pages/CreateTaskPage'),
  gitlabStorage: () =>
    import(/* webpackChunkName: "page-gitlabStorage" */ '@/features/resources/pages/GitlabStoragePage'),
  brMirror: () => import(/* webpackChunkName: "page-brMirror" */ '@/features/resources/pages/BrMirrorPage'),
  brDataset: () => import(/* webpackChunkName: "page-brDataset" */ '@/features/resources/pages/BrDatasetPage'),
  brModel: () => import(/* webpackChunkName: "page-brModel" */ '@/features/resources/pages/BrModelPage'),
  cloudStorage: () => import(/* webpackChunkName: "page-cloudStorage" */ '@/features/storage/pages/CloudStoragePage'),
  objectStorage: () =>
    import(/* webpackChunkName: "page-objectStorage" */ '@/features/storage/pages/ObjectStoragePage'),
  objectStorageDetail: () =>
    import(/* webpackChunkName: "page-objectStorageDetail" */ '@/features/storage/pages/ObjectStorageDetailPage'),
  blockStorage: () => import(/* webpackChunkName: "page-blockStorage" */ '@/features/storage/pages/BlockStoragePage'),
  apps: () => import(/* webpackChunkName: "page-apps" */ '@/features/apps/pages/AppsPage'),
  nact: () => import(/* webpackChunkName: "page-nact" */ '@/features/edge/pages/NactPage'),
  networkServiceGroup: () =>
    import(/* webpackChunkName: "page-networkServiceGroup" */ '@/features/edge/pages/NetworkServiceGroupPage'),
  net: () => import(/* webpackChunkName: "page-net" */ '@/features/edge/pages/NetPage'),
  apiKey: () => import(/* webpackChunkName: "page-apiKey" */ '@/features/apiUsage/pages/ApiKeyPage'),
  invocationMetrics: () =>
    import(/* webpackChunkName: "page-invocationMetrics" */ '@/features/apiUsage/pages/InvocationMetricsPage'),
  costOrder: () => import(/* webpackChunkName: "page-costOrder" */ '@/features/billing/pages/CostOrderPage'),
  costBill: () => import(/* webpackChunkName: "page-costBill" */ '@/features/billing/pages/CostBillPage'),
  orgInfo: () => import(/* webpackChunkName: "page-orgInfo" */ '@/features/organisation/pages/OrgInfoPage'),
  orgMember: () => import(/* webpackChunkName: "page-orgMember" */ '@/features/organisation/pages/OrgMemberPage'),
  homeModule: () => import(/* webpackChunkName: "page-homeModule" */ '@/features/organisation/pages/HomeModulePage'),
  account: () => import(/* webpackChunkName: "page-account" */ '@/features/session/pages/AccountPage'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type PageKey = keyof typeof PAGES;

const PATHS: Record<PageKey, string> = {
  home: '/',
  login: '/login',
  inviteLogin: '/invite-login',
  stepPage: '/step-page',
  apiServiceDetail: '/api-service-detail',
  serviceDetail: '/service-detail',
  assemblyDetail: '/assembly-detail',
  appDetail: '/app-detail',
  xterm: '/XTerm',
  sysUpgrade: '/sys-upgrade',
  portal: '/portal',
  dedicated: '/dedicated',
  gpu: '/gpu',
  gpuGroup: '/gpu-group',
  gpuGroupOperate: '/gpu-group-operate',
  dedicatedComputing: '/dedicated-computing',
  resourceTicket: '/resource-ticket',
  resourceQueue: '/resource-queue',
  resourceQueueAdd: '/resource-queue-add',
  resourceQueueDetail: '/resource-queue-detail',
  assemblyService: '/assembly-service',
  assemblyServiceOps: '/assembly-service-ops/:id/:assemAddr',
  interactiveService: '/interactive-service',
  nonInteractive: '/non-interactive',
  archivedInstance: '/archived-instance',
  offlineEnv: '/offline-env',
  assemblyRecord: '/assembly-record',
  managementPanel: '/management-panel',
  taskCenter: '/task-center',
  taskList: '/task-list',
  createTask: '/createTask',
  gitlabStorage: '/gitlab-storage',
  brMirror: '/br-mirror',
  brDataset: '/br-dataset',
  brModel: '/br-model',
  cloudStorage: '/cloud-storage',
  objectStorage: '/object-storage',
  objectStorageDetail: '/object-storage-detail',
  blockStorage: '/block-storage',
  apps: '/apps',
  nact: '/nact',
  networkServiceGroup: '/network-service-group',
  net: '/net',
  apiKey: '/api-key',
  invocationMetrics: '/invocation-metrics',
  costOrder: '/cost-order',
  costBill: '/cost-bill',
  orgInfo: '/org-info',
  orgMember: '/org-member',
  homeModule: '/home-module',
  account: '/account',
};

/** Full-screen pages, outside the console layout. */
const FULL_SCREEN = new Set<PageKey>([
  'home',
  'login',
  'inviteLogin',
  'stepPage',
  'apiServiceDetail',
  'serviceDetail',
  'assemblyDetail',
  'appDetail',
  'xterm',
  'sysUpgrade',
]);

/** What some routes add: `home` is open to signed-out visitors, `gpuGroupOperate` is a create-or-edit form. */
const OPTIONS: Partial<Record<PageKey, Pick<AppRoute, 'public' | 'newKey'>>> = {
  home: { public: true },
  gpuGroupOperate: { newKey: 'gpuGroupOperateNew' },
};

export const ROUTES: AppRoute[] = (Object.keys(PAGES) as PageKey[]).map((key) => ({
  key,
  path: PATHS[key],
  layout: !FULL_SCREEN.has(key),
  ...OPTIONS[key],
  Page: lazy(PAGES[key]),
}));

export const NOT_FOUND_ROUTE_KEY = 'notFound';
export const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-notFound" */ '@/features/portal/pages/NotFoundPage'),
);
