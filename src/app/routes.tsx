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

export const ROUTES: AppRoute[] = [
  {
    key: 'home',
    path: '/',
    layout: false,
    public: true,
    Page: lazy(() => import(/* webpackChunkName: "page-home" */ '@/features/portal/pages/PortalHomePage')),
  },
  {
    key: 'login',
    path: '/login',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-login" */ '@/features/session/pages/LoginPage')),
  },
  {
    key: 'inviteLogin',
    path: '/invite-login',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-inviteLogin" */ '@/features/session/pages/InviteLoginPage')),
  },
  {
    key: 'stepPage',
    path: '/step-page',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-stepPage" */ '@/features/deploy/pages/StepPage')),
  },
  {
    key: 'apiServiceDetail',
    path: '/api-service-detail',
    layout: false,
    Page: lazy(
      () => import(/* webpackChunkName: "page-apiServiceDetail" */ '@/features/apps/pages/ApiServiceDetailPage'),
    ),
  },
  {
    key: 'serviceDetail',
    path: '/service-detail',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-serviceDetail" */ '@/features/apps/pages/ServiceDetailPage')),
  },
  {
    key: 'assemblyDetail',
    path: '/assembly-detail',
    layout: false,
    Page: lazy(
      () => import(/* webpackChunkName: "page-assemblyDetail" */ '@/features/deploy/pages/AssemblyDetailPage'),
    ),
  },
  {
    key: 'appDetail',
    path: '/app-detail',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-appDetail" */ '@/features/apps/pages/AppDetailPage')),
  },
  {
    key: 'xterm',
    path: '/XTerm',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-xterm" */ '@/features/instances/pages/XTermPage')),
  },
  {
    key: 'sysUpgrade',
    path: '/sys-upgrade',
    layout: false,
    Page: lazy(() => import(/* webpackChunkName: "page-sysUpgrade" */ '@/features/portal/pages/SysUpgradePage')),
  },
  {
    key: 'portal',
    path: '/portal',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-portal" */ '@/features/portal/pages/ConsoleHomePage')),
  },
  {
    key: 'dedicated',
    path: '/dedicated',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-dedicated" */ '@/features/compute/pages/DedicatedPage')),
  },
  {
    key: 'gpu',
    path: '/gpu',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-gpu" */ '@/features/compute/pages/GpuPage')),
  },
  {
    key: 'gpuGroup',
    path: '/gpu-group',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-gpuGroup" */ '@/features/compute/pages/GpuGroupPage')),
  },
  {
    key: 'gpuGroupOperate',
    path: '/gpu-group-operate',
    layout: true,
    newKey: 'gpuGroupOperateNew',
    Page: lazy(
      () => import(/* webpackChunkName: "page-gpuGroupOperate" */ '@/features/compute/pages/GpuGroupOperatePage'),
    ),
  },
  {
    key: 'dedicatedComputing',
    path: '/dedicated-computing',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-dedicatedComputing" */ '@/features/compute/pages/DedicatedComputingPage'),
    ),
  },
  {
    key: 'resourceTicket',
    path: '/resource-ticket',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-resourceTicket" */ '@/features/compute/pages/ResourceTicketPage'),
    ),
  },
  {
    key: 'resourceQueue',
    path: '/resource-queue',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-resourceQueue" */ '@/features/compute/pages/ResourceQueuePage')),
  },
  {
    key: 'resourceQueueAdd',
    path: '/resource-queue-add',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-resourceQueueAdd" */ '@/features/compute/pages/ResourceQueueAddPage'),
    ),
  },
  {
    key: 'resourceQueueDetail',
    path: '/resource-queue-detail',
    layout: true,
    Page: lazy(
      () =>
        import(/* webpackChunkName: "page-resourceQueueDetail" */ '@/features/compute/pages/ResourceQueueDetailPage'),
    ),
  },
  {
    key: 'assemblyService',
    path: '/assembly-service',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-assemblyService" */ '@/features/deploy/pages/AssemblyServicePage'),
    ),
  },
  {
    key: 'assemblyServiceOps',
    path: '/assembly-service-ops/:id/:assemAddr',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-assemblyServiceOps" */ '@/features/deploy/pages/AssemblyServiceOpsPage'),
    ),
  },
  {
    key: 'interactiveService',
    path: '/interactive-service',
    layout: true,
    Page: lazy(
      () =>
        import(/* webpackChunkName: "page-interactiveService" */ '@/features/instances/pages/InteractiveServicePage'),
    ),
  },
  {
    key: 'nonInteractive',
    path: '/non-interactive',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-nonInteractive" */ '@/features/instances/pages/NonInteractivePage'),
    ),
  },
  {
    key: 'archivedInstance',
    path: '/archived-instance',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-archivedInstance" */ '@/features/instances/pages/ArchivedInstancePage'),
    ),
  },
  {
    key: 'offlineEnv',
    path: '/offline-env',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-offlineEnv" */ '@/features/deploy/pages/OfflineEnvPage')),
  },
  {
    key: 'assemblyRecord',
    path: '/assembly-record',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-assemblyRecord" */ '@/features/deploy/pages/AssemblyRecordPage'),
    ),
  },
  {
    key: 'managementPanel',
    path: '/management-panel',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-managementPanel" */ '@/features/instances/pages/ManagementPanelPage'),
    ),
  },
  {
    key: 'taskCenter',
    path: '/task-center',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-taskCenter" */ '@/features/tasks/pages/TaskCenterPage')),
  },
  {
    key: 'taskList',
    path: '/task-list',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-taskList" */ '@/features/tasks/pages/TaskListPage')),
  },
  {
    key: 'createTask',
    path: '/createTask',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-createTask" */ '@/features/tasks/pages/CreateTaskPage')),
  },
  {
    key: 'gitlabStorage',
    path: '/gitlab-storage',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-gitlabStorage" */ '@/features/resources/pages/GitlabStoragePage'),
    ),
  },
  {
    key: 'brMirror',
    path: '/br-mirror',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-brMirror" */ '@/features/resources/pages/BrMirrorPage')),
  },
  {
    key: 'brDataset',
    path: '/br-dataset',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-brDataset" */ '@/features/resources/pages/BrDatasetPage')),
  },
  {
    key: 'brModel',
    path: '/br-model',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-brModel" */ '@/features/resources/pages/BrModelPage')),
  },
  {
    key: 'cloudStorage',
    path: '/cloud-storage',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-cloudStorage" */ '@/features/storage/pages/CloudStoragePage')),
  },
  {
    key: 'objectStorage',
    path: '/object-storage',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-objectStorage" */ '@/features/storage/pages/ObjectStoragePage')),
  },
  {
    key: 'objectStorageDetail',
    path: '/object-storage-detail',
    layout: true,
    Page: lazy(
      () =>
        import(/* webpackChunkName: "page-objectStorageDetail" */ '@/features/storage/pages/ObjectStorageDetailPage'),
    ),
  },
  {
    key: 'blockStorage',
    path: '/block-storage',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-blockStorage" */ '@/features/storage/pages/BlockStoragePage')),
  },
  {
    key: 'apps',
    path: '/apps',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-apps" */ '@/features/apps/pages/AppsPage')),
  },
  {
    key: 'nact',
    path: '/nact',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-nact" */ '@/features/edge/pages/NactPage')),
  },
  {
    key: 'networkServiceGroup',
    path: '/network-service-group',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-networkServiceGroup" */ '@/features/edge/pages/NetworkServiceGroupPage'),
    ),
  },
  {
    key: 'net',
    path: '/net',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-net" */ '@/features/edge/pages/NetPage')),
  },
  {
    key: 'apiKey',
    path: '/api-key',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-apiKey" */ '@/features/apiUsage/pages/ApiKeyPage')),
  },
  {
    key: 'invocationMetrics',
    path: '/invocation-metrics',
    layout: true,
    Page: lazy(
      () => import(/* webpackChunkName: "page-invocationMetrics" */ '@/features/apiUsage/pages/InvocationMetricsPage'),
    ),
  },
  {
    key: 'costOrder',
    path: '/cost-order',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-costOrder" */ '@/features/billing/pages/CostOrderPage')),
  },
  {
    key: 'costBill',
    path: '/cost-bill',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-costBill" */ '@/features/billing/pages/CostBillPage')),
  },
  {
    key: 'orgInfo',
    path: '/org-info',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-orgInfo" */ '@/features/organisation/pages/OrgInfoPage')),
  },
  {
    key: 'orgMember',
    path: '/org-member',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-orgMember" */ '@/features/organisation/pages/OrgMemberPage')),
  },
  {
    key: 'homeModule',
    path: '/home-module',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-homeModule" */ '@/features/organisation/pages/HomeModulePage')),
  },
  {
    key: 'account',
    path: '/account',
    layout: true,
    Page: lazy(() => import(/* webpackChunkName: "page-account" */ '@/features/session/pages/AccountPage')),
  },
];

export const NOT_FOUND_ROUTE_KEY = 'notFound';
export const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-notFound" */ '@/features/portal/pages/NotFoundPage'),
);
