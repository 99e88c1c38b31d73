// One NacT device in a side drawer: its details, and tabs of SSH tunnels, network adapters and port mappings,
// each addable and removable (removal confirmed, naming the item).
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddButton from '@/components/AddButton';
import ConfirmDialog from '@/components/ConfirmDialog';
import DetailDrawer from '@/components/DetailDrawer';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import Permitted from '@/components/Permitted';
import StatusChip from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import {
  useGetNactDeviceQuery,
  useRemoveNactAdapterMutation,
  useRemoveNactPortMappingMutation,
  useRemoveNactTunnelMutation,
  type NactAdapter,
  type NactPortMapping,
  type NactTunnel,
} from '../api';
import { AddAdapterDialog, AddPortMappingDialog, AddTunnelDialog } from './DeviceItemDialogs';

export type DeviceTab = 'tunnels' | 'adapters' | 'portMappings';
const NOT_CONNECTED_POLL_MS = 5000;
const TABS: DeviceTab[] = ['tunnels', 'adapters', 'portMappings'];

interface Column<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
}

interface Removal {
  tab: DeviceTab;
  id: string;
  label: string;
}

function ItemsTable<T extends { id: string }>({
  caption,
  columns,
  items,
  emptyText,
  removeLabel,
  allowed,
  onRemove,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  items: T[];
  emptyText: string;
  removeLabel(item: T): string;
  allowed: boolean;
  onRemove(item: T): void;
  testId: string;
}) {
  const { t } = useTranslation(['edge']);
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid={`${testId}-empty`}>
        {emptyText}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key}>{c.header}</TableCell>
            ))}
            <TableCell align="right">{t('edge:detail.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ overflowWrap: 'anywhere' }}>
                  {c.cell(item)}
                </TableCell>
              ))}
              <TableCell align="right">
                <Permitted allowed={allowed}>
                  <IconButton
                    size="small"
                    aria-label={removeLabel(item)}
                    disabled={!allowed}
                    onClick={() => onRemove(item)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Permitted>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.5, minWidth: 0 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 140, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Stack>
  );
}

export interface DeviceDetailDrawerProps {
  deviceId: string;
  onClose(): void;
  /** Whether the user may change this device (docs/product-rules.md#roles), by who registered it. */
  canModify(registeredBy: string | null | undefined): boolean;
}

export default function DeviceDetailDrawer({ deviceId, onClose, canModify }: DeviceDetailDrawerProps) {
  const { t, i18n } = useTranslation(['edge', 'common']);
  const [waiting, setWaiting] = useState(false);
  // A device that has never called in is polled, so its status turns online here once it connects.
  const { data, isLoading, isError, refetch } = useGetNactDeviceQuery(
    { id: deviceId },
    { pollingInterval: waiting ? NOT_CONNECTED_POLL_MS : 0 },
  );
  const neverConnected = data?.data ? data.data.status === 'offline' && !data.data.lastSeenAt : false;
  useEffect(() => setWaiting(neverConnected), [neverConnected]);
  const [tab, setTab] = useState<DeviceTab>('tunnels');
  const [adding, setAdding] = useState<DeviceTab | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removeTunnel, tunnelRemoval] = useRemoveNactTunnelMutation();
  const [removeAdapter, adapterRemoval] = useRemoveNactAdapterMutation();
  const [removeMapping, mappingRemoval] = useRemoveNactPortMappingMutation();
  const device = data?.data ?? null;
  const allowed = device ? canModify(device.registeredBy) : false;
  const removing = tunnelRemoval.isLoading || adapterRemoval.isLoading || mappingRemoval.isLoading;

  const confirmRemove = async () => {
    if (!removal) return;
    setRemoveError(null);
    const arg = { deviceId, itemId: removal.id };
    try {
      if (removal.tab === 'tunnels') await removeTunnel(arg).unwrap();
      else if (removal.tab === 'adapters') await removeAdapter(arg).unwrap();
      else await removeMapping(arg).unwrap();
      notify.success(t('edge:detail.removed', { name: removal.label }));
      setRemoval(null);
    } catch (error) {
      setRemoveError(apiErrorText(error, t('edge:detail.removeFailed')));
    }
  };

  const tunnelColumns: Column<NactTunnel>[] = [
    { key: 'name', header: t('edge:tunnels.fields.name'), cell: (x) => x.name || '—' },
    { key: 'localPort', header: t('edge:tunnels.fields.localPort'), cell: (x) => x.localPort },
    { key: 'remotePort', header: t('edge:tunnels.fields.remotePort'), cell: (x) => x.remotePort },
    {
      key: 'status',
      header: t('edge:tunnels.fields.status'),
      cell: (x) =>
        x.status ? (
          <StatusChip
            status={x.status}
            tone={x.status === 'up' ? 'success' : 'default'}
            label={x.status === 'up' ? t('edge:tunnels.up') : t('edge:tunnels.down')}
          />
        ) : (
          '—'
        ),
    },
    {
      key: 'createdAt',
      header: t('edge:tunnels.fields.createdAt'),
      cell: (x) => formatDateTime(x.createdAt, i18n.language),
    },
  ];
  const adapterColumns: Column<NactAdapter>[] = [
    { key: 'name', header: t('edge:adapters.fields.name'), cell: (x) => x.name },
    { key: 'ipAddress', header: t('edge:adapters.fields.ipAddress'), cell: (x) => x.ipAddress },
    { key: 'netmask', header: t('edge:adapters.fields.netmask'), cell: (x) => x.netmask || '—' },
    { key: 'gateway', header: t('edge:adapters.fields.gateway'), cell: (x) => x.gateway || '—' },
    { key: 'macAddress', header: t('edge:adapters.fields.macAddress'), cell: (x) => x.macAddress || '—' },
  ];
  const mappingColumns: Column<NactPortMapping>[] = [
    { key: 'protocol', header: t('edge:portMappings.fields.protocol'), cell: (x) => x.protocol.toUpperCase() },
    { key: 'externalPort', header: t('edge:portMappings.fields.externalPort'), cell: (x) => x.externalPort },
    {
      key: 'target',
      header: t('edge:portMappings.fields.target'),
      cell: (x) => `${x.internalIp}:${x.internalPort}`,
    },
    { key: 'description', header: t('edge:portMappings.fields.description'), cell: (x) => x.description || '—' },
  ];

  const panel = (which: DeviceTab): ReactNode => {
    if (!device) return null;
    if (which === 'tunnels')
      return (
        <ItemsTable<NactTunnel>
          testId="tunnels-table"
          caption={t('edge:detail.tabs.tunnels')}
          columns={tunnelColumns}
          items={device.tunnels}
          emptyText={t('edge:tunnels.empty')}
          allowed={allowed}
          removeLabel={(x) => t('edge:tunnels.removeOf', { name: x.name || x.id })}
          onRemove={(x) => setRemoval({ tab: 'tunnels', id: x.id, label: x.name || x.id })}
        />
      );
    if (which === 'adapters')
      return (
        <ItemsTable<NactAdapter>
          testId="adapters-table"
          caption={t('edge:detail.tabs.adapters')}
          columns={adapterColumns}
          items={device.adapters}
          emptyText={t('edge:adapters.empty')}
          allowed={allowed}
          removeLabel={(x) => t('edge:adapters.removeOf', { name: x.name })}
          onRemove={(x) => setRemoval({ tab: 'adapters', id: x.id, label: `${x.name} (${x.ipAddress})` })}
        />
      );
    return (
      <ItemsTable<NactPortMapping>
        testId="port-mappings-table"
        caption={t('edge:detail.tabs.portMappings')}
        columns={mappingColumns}
        items={device.portMappings}
        emptyText={t('edge:portMappings.empty')}
        allowed={allowed}
        removeLabel={(x) => t('edge:portMappings.removeOf', { port: x.externalPort })}
        onRemove={(x) =>
          setRemoval({
            tab: 'portMappings',
            id: x.id,
            label: `${x.protocol.toUpperCase()} ${x.externalPort} → ${x.internalIp}:${x.internalPort}`,
          })
        }
      />
    );
  };

  const tabLabels: Record<DeviceTab, string> = {
    tunnels: t('edge:detail.tabs.tunnels'),
    adapters: t('edge:detail.tabs.adapters'),
    portMappings: t('edge:detail.tabs.portMappings'),
  };
  const addLabels: Record<DeviceTab, string> = {
    tunnels: t('edge:tunnels.add'),
    adapters: t('edge:adapters.add'),
    portMappings: t('edge:portMappings.add'),
  };

  return (
    <DetailDrawer
      open
      title={device?.name ?? t('edge:detail.title')}
      onClose={onClose}
      width={{ xs: '100%', md: 760 }}
      testId="device-detail"
    >
      {isLoading ? <PageLoading /> : null}
      {isError && !device ? <LoadFailed text={t('edge:detail.loadFailed')} onRetry={() => void refetch()} /> : null}
      {device ? (
        <>
          <Box component="dl" sx={{ m: 0, mb: 2 }}>
            <InfoRow label={t('edge:device.fields.id')}>
              <IdCell text={device.id} copyLabel={t('edge:device.copyId')} />
            </InfoRow>
            <InfoRow label={t('edge:device.fields.tsnSerial')}>
              <IdCell text={device.tsnSerial} copyLabel={t('edge:device.copyTsn')} />
            </InfoRow>
            <InfoRow label={t('edge:device.fields.status')}>
              <StatusChip
                status={device.status}
                tone={device.status === 'online' ? 'success' : 'default'}
                label={device.status === 'online' ? t('edge:device.online') : t('edge:device.offline')}
              />
              {neverConnected ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="never-connected">
                  {t('edge:detail.neverConnected')}
                </Typography>
              ) : null}
            </InfoRow>
            <InfoRow label={t('edge:device.fields.description')}>{device.description || '—'}</InfoRow>
            <InfoRow label={t('edge:device.fields.publicKey')}>
              <IdCell text={device.publicKey} copyLabel={t('edge:device.copyPublicKey')} />
            </InfoRow>
            <InfoRow label={t('edge:device.fields.callbackUrl')}>
              <IdCell text={device.callbackUrl} copyLabel={t('edge:device.copyCallbackUrl')} />
            </InfoRow>
            <InfoRow label={t('edge:device.fields.registeredBy')}>{device.registeredBy || '—'}</InfoRow>
            <InfoRow label={t('edge:device.fields.registeredAt')}>
              {formatDateTime(device.registeredAt, i18n.language)}
            </InfoRow>
            <InfoRow label={t('edge:device.fields.lastSeenAt')}>
              {formatDateTime(device.lastSeenAt, i18n.language)}
            </InfoRow>
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs
              selectionFollowsFocus
              value={tab}
              onChange={(_e, v: DeviceTab) => setTab(v)}
              aria-label={t('edge:detail.tabsLabel')}
              variant="scrollable"
              sx={{ flexGrow: 1 }}
            >
              {TABS.map((k) => (
                <Tab
                  key={k}
                  value={k}
                  id={`device-tab-${k}`}
                  aria-controls={`device-panel-${k}`}
                  label={`${tabLabels[k]} (${k === 'tunnels' ? device.tunnels.length : k === 'adapters' ? device.adapters.length : device.portMappings.length})`}
                />
              ))}
            </Tabs>
            <Permitted allowed={allowed}>
              <AddButton size="small" disabled={!allowed} onClick={() => setAdding(tab)} testId="add-item">
                {addLabels[tab]}
              </AddButton>
            </Permitted>
          </Stack>
          <div role="tabpanel" id={`device-panel-${tab}`} aria-labelledby={`device-tab-${tab}`}>
            {panel(tab)}
          </div>
        </>
      ) : null}
      {adding === 'tunnels' ? <AddTunnelDialog deviceId={deviceId} onClose={() => setAdding(null)} /> : null}
      {adding === 'adapters' ? <AddAdapterDialog deviceId={deviceId} onClose={() => setAdding(null)} /> : null}
      {adding === 'portMappings' ? <AddPortMappingDialog deviceId={deviceId} onClose={() => setAdding(null)} /> : null}
      <ConfirmDialog
        open={removal !== null}
        destructive
        pending={removing}
        error={removeError}
        title={t('edge:detail.removeTitle')}
        message={t('edge:detail.removeMessage', { name: removal?.label ?? '', device: device?.name ?? '' })}
        confirmLabel={t('edge:detail.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setRemoval(null);
          setRemoveError(null);
        }}
      />
    </DetailDrawer>
  );
}
