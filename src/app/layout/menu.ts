// The console's side menu (docs/product-rules.md#routes-and-guards "Console menus"), grouped as there; every entry reaches its route.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LanOutlined from '@mui/icons-material/LanOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import SourceOutlined from '@mui/icons-material/SourceOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface MenuEntry {
  /** Key under `common:routes` (or `common:menu` when `labelKey` is given). */
  routeKey: string;
  to: string;
  labelKey?: string;
}

export interface MenuGroup {
  key: string;
  icon: typeof SvgIcon;
  entries: MenuEntry[];
}

const entry = (routeKey: string, to: string, labelKey?: string): MenuEntry => ({ routeKey, to, labelKey });

export const MENU: MenuGroup[] = [
  { key: 'home', icon: DashboardOutlined, entries: [entry('portal', '/portal')] },
  {
    key: 'compute',
    icon: MemoryOutlined,
    entries: [
      entry('dedicated', '/dedicated'),
      entry('gpu', '/gpu'),
      entry('gpuGroup', '/gpu-group'),
      entry('dedicatedComputing', '/dedicated-computing'),
      entry('resourceTicket', '/resource-ticket'),
      entry('resourceQueue', '/resource-queue'),
    ],
  },
  {
    key: 'deploy',
    icon: RocketLaunchOutlined,
    entries: [
      entry('assemblyService', '/assembly-service'),
      entry('interactiveService', '/interactive-service'),
      entry('nonInteractive', '/non-interactive'),
      entry('archivedInstance', '/archived-instance'),
      entry('offlineEnv', '/offline-env'),
      entry('assemblyRecord', '/assembly-record'),
    ],
  },
  {
    key: 'tasks',
    icon: AssignmentOutlined,
    entries: [entry('taskCenter', '/task-center'), entry('taskList', '/task-list')],
  },
  { key: 'gitlab', icon: SourceOutlined, entries: [entry('gitlabStorage', '/gitlab-storage')] },
  {
    key: 'resources',
    icon: WidgetsOutlined,
    entries: [entry('brMirror', '/br-mirror'), entry('brDataset', '/br-dataset'), entry('brModel', '/br-model')],
  },
  {
    key: 'storage',
    icon: StorageOutlined,
    entries: [
      entry('cloudStorage', '/cloud-storage'),
      entry('objectStorage', '/object-storage'),
      entry('blockStorage', '/block-storage'),
    ],
  },
  { key: 'apps', icon: AppsOutlined, entries: [entry('apps', '/apps')] },
  { key: 'nact', icon: RouterOutlined, entries: [entry('nact', '/nact')] },
  { key: 'networkServiceGroup', icon: HubOutlined, entries: [entry('networkServiceGroup', '/network-service-group')] },
  { key: 'net', icon: LanOutlined, entries: [entry('net', '/net')] },
  {
    key: 'apiUsage',
    icon: InsightsOutlined,
    entries: [entry('apiKey', '/api-key'), entry('invocationMetrics', '/invocation-metrics')],
  },
  {
    key: 'billing',
    icon: ReceiptLongOutlined,
    entries: [entry('costOrder', '/cost-order'), entry('costBill', '/cost-bill')],
  },
  {
    key: 'organisation',
    icon: CorporateFareOutlined,
    entries: [
      entry('orgInfo', '/org-info'),
      entry('orgMember', '/org-member'),
      entry('orgMember', '/org-member?tab=invitations', 'common:menu.invitations'),
      entry('homeModule', '/home-module'),
    ],
  },
  { key: 'account', icon: AccountCircleOutlined, entries: [entry('account', '/account')] },
];

/** The group holding the current location, so it opens by itself. */
export function groupOf(pathname: string, search: string): string | null {
  for (const group of MENU) {
    if (group.entries.some((e) => isActive(e, pathname, search))) return group.key;
  }
  return null;
}

export function isActive(entry: MenuEntry, pathname: string, search: string): boolean {
  const [path, query] = entry.to.split('?');
  if (path !== pathname) return false;
  const tab = new URLSearchParams(search).get('tab');
  const entryTab = query ? new URLSearchParams(query).get('tab') : null;
  return entryTab === tab || (!entryTab && tab !== 'invitations');
}
