// /nact: the organisation's NacT edge devices. Server paging, sorting, search and status filter in the URL;
// register (with an in-browser key pair helper), edit and delete; `?device=<id>` opens a device's detail
// drawer with its SSH tunnels, network adapters and port mappings.
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import EditDeleteActions from '@/components/EditDeleteActions';
import { formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { statusFilter } from '@/components/ServerDataGrid/statusFilter';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useOpenParam } from '@/components/ServerDataGrid/useOpenParam';
import StatusChip from '@/components/StatusChip';
import { useDeleteRow } from '@/components/useDeleteRow';
import { useAccess } from '@/features/session/public/access';
import { edgeApi, useDeleteNactDeviceMutation, useQueryNactDevicesQuery, type NactDevice } from '../api';
import DeviceDetailDrawer from '../components/DeviceDetailDrawer';
import DeviceFormDialog from '../components/DeviceFormDialog';
import { DEVICE_STATUSES, deviceStatusText, deviceStatusTone } from '../labels';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'registeredAt', order: 'desc' } as const;

export default function NactPage() {
  // The forms' rule messages load with the page, so opening a dialog never suspends the screen.
  const { t, i18n } = useTranslation(['edge', 'common', 'validation']);
  const list = useListGrid(useQueryNactDevicesQuery, edgeApi.endpoints.queryNactDevices, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const [remove] = useDeleteNactDeviceMutation();
  const access = useAccess();
  const mayModify = useCallback(
    (registeredBy: string | null | undefined) => access.can('release', { owner: registeredBy }),
    [access],
  );

  const [registering, setRegistering] = useState(false);
  const [editTarget, setEditTarget] = useState<NactDevice | null>(null);

  const [openDeviceId, openDevice] = useOpenParam('device');

  const deletion = useDeleteRow(
    (device: NactDevice) => remove({ id: device.id }).unwrap(),
    (device) => t('edge:device.deleted', { name: device.name }),
    t('edge:device.deleteFailed'),
    (device) => {
      if (openDeviceId === device.id) openDevice(null);
    },
  );
  const askDelete = deletion.ask;

  const columns = useMemo<GridColDef<NactDevice>[]>(
    () => [
      {
        field: 'tsnSerial',
        headerName: t('edge:device.fields.tsnSerial'),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <IdCell text={row.tsnSerial} copyLabel={t('edge:device.copyTsnOf', { name: row.name })} noWrap />
        ),
      },
      {
        field: 'name',
        headerName: t('edge:device.fields.name'),
        minWidth: 130,
        flex: 1,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => openDevice(row.id)}
            sx={{ textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'publicKey',
        headerName: t('edge:device.fields.publicKey'),
        minWidth: 140,
        flex: 1.2,
        sortable: false,
        renderCell: ({ row }) => (
          <IdCell text={row.publicKey} copyLabel={t('edge:device.copyPublicKeyOf', { name: row.name })} noWrap />
        ),
      },
      {
        field: 'callbackUrl',
        headerName: t('edge:device.fields.callbackUrl'),
        minWidth: 150,
        flex: 1.2,
        sortable: false,
        renderCell: ({ row }) => (
          <IdCell text={row.callbackUrl} copyLabel={t('edge:device.copyCallbackUrlOf', { name: row.name })} noWrap />
        ),
      },
      { field: 'registeredBy', headerName: t('edge:device.fields.registeredBy'), minWidth: 110 },
      {
        field: 'registeredAt',
        headerName: t('edge:device.fields.registeredAt'),
        minWidth: 160,
        valueFormatter: (value: string | undefined) => formatDateTime(value, i18n.language),
      },
      {
        field: 'status',
        headerName: t('edge:device.fields.status'),
        width: 110,
        valueFormatter: (value: NactDevice['status']) => deviceStatusText(t, value),
        renderCell: ({ row }) => (
          <StatusChip status={row.status} tone={deviceStatusTone(row.status)} label={deviceStatusText(t, row.status)} />
        ),
      },
      {
        ...actionsColumn(t('edge:device.fields.actions'), 100),
        renderCell: ({ row }) => (
          <EditDeleteActions
            allowed={mayModify(row.registeredBy)}
            edit={{
              title: t('edge:device.edit'),
              label: t('edge:device.editOf', { name: row.name }),
              onClick: () => setEditTarget(row),
            }}
            remove={{
              title: t('edge:device.delete'),
              label: t('edge:device.deleteOf', { name: row.name }),
              onClick: () => askDelete(row),
            }}
          />
        ),
      },
    ],
    [t, i18n.language, openDevice, mayModify, askDelete],
  );

  return (
    <ListPage<NactDevice>
      routeKey="nact"
      subtitle={t('edge:device.subtitle')}
      add={{ label: t('edge:device.register'), onClick: () => setRegistering(true), testId: 'register-device' }}
      testId="nact-grid"
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('edge:device.search')}
      exportFileName="nact-devices"
      filterSelects={statusFilter(t, t('edge:device.allStatuses'), DEVICE_STATUSES, deviceStatusText)}
    >
      {registering ? (
        <DeviceFormDialog open onClose={() => setRegistering(false)} onSaved={(d) => openDevice(d.id)} />
      ) : null}
      {editTarget ? <DeviceFormDialog open device={editTarget} onClose={() => setEditTarget(null)} /> : null}
      {openDeviceId ? (
        <DeviceDetailDrawer deviceId={openDeviceId} onClose={() => openDevice(null)} canModify={mayModify} />
      ) : null}
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={t('edge:device.deleteTitle')}
        message={(device) => t('edge:device.deleteMessage', { name: device.name, tsn: device.tsnSerial })}
        confirmLabel={t('edge:device.delete')}
      />
    </ListPage>
  );
}
