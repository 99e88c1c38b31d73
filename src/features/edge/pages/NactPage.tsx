// /nact: the organisation's NacT edge devices. Server paging, sorting, search and status filter in the URL;
// register (with an in-browser key pair helper), edit and delete; `?device=<id>` opens a device's detail
// drawer with its SSH tunnels, network adapters and port mappings.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import AddButton from '@/components/AddButton';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { PermittedIconButton } from '@/components/Permitted';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { edgeApi, useDeleteNactDeviceMutation, useQueryNactDevicesQuery, type NactDevice } from '../api';
import DeviceDetailDrawer from '../components/DeviceDetailDrawer';
import DeviceFormDialog from '../components/DeviceFormDialog';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'registeredAt', order: 'desc' } as const;

export default function NactPage() {
  // The forms' rule messages load with the page, so opening a dialog never suspends the screen.
  const { t, i18n } = useTranslation(['edge', 'common', 'validation']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const [params, setParams] = useSearchParams();
  const { data, isFetching, error, refetch } = useQueryNactDevicesQuery(grid.request);
  const fetchAllRows = useFetchAllRows(edgeApi.endpoints.queryNactDevices, grid.request);
  const [remove, removal] = useDeleteNactDeviceMutation();
  const access = useAccess();
  const mayModify = useCallback(
    (registeredBy: string | null | undefined) => access.can('release', { owner: registeredBy }),
    [access],
  );

  const [registering, setRegistering] = useState(false);
  const [editTarget, setEditTarget] = useState<NactDevice | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<NactDevice | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const openDeviceId = params.get('device');
  const openDevice = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('device', id);
          else next.delete('device');
          return next;
        },
        { replace: !id },
      ),
    [setParams],
  );

  const page = data?.data;

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
        valueFormatter: (value: NactDevice['status']) =>
          value === 'online' ? t('edge:device.online') : t('edge:device.offline'),
        renderCell: ({ row }) => (
          <StatusChip
            status={row.status}
            tone={row.status === 'online' ? 'success' : 'default'}
            label={row.status === 'online' ? t('edge:device.online') : t('edge:device.offline')}
          />
        ),
      },
      {
        ...actionsColumn(t('edge:device.fields.actions'), 100),
        renderCell: ({ row }) => {
          const allowed = mayModify(row.registeredBy);
          return (
            <>
              <PermittedIconButton
                allowed={allowed}
                title={t('edge:device.edit')}
                label={t('edge:device.editOf', { name: row.name })}
                icon={<EditOutlined fontSize="small" />}
                onClick={() => setEditTarget(row)}
              />
              <PermittedIconButton
                allowed={allowed}
                title={t('edge:device.delete')}
                label={t('edge:device.deleteOf', { name: row.name })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => setDeleteTarget(row)}
              />
            </>
          );
        },
      },
    ],
    [t, i18n.language, openDevice, mayModify],
  );

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleteError(null);
    try {
      await remove({ id: deleteTarget.id }).unwrap();
      notify.success(t('edge:device.deleted', { name: deleteTarget.name }));
      if (openDeviceId === deleteTarget.id) openDevice(null);
      setDeleteTarget(null);
    } catch (e) {
      setDeleteError(apiErrorText(e, t('edge:device.deleteFailed')));
    }
  };

  return (
    <PageFrame
      routeKey="nact"
      subtitle={t('edge:device.subtitle')}
      actions={
        <AddButton onClick={() => setRegistering(true)} testId="register-device">
          {t('edge:device.register')}
        </AddButton>
      }
    >
      <ServerDataGrid<NactDevice>
        testId="nact-grid"
        label={t('edge:device.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('edge:device.search')}
        exportFileName="nact-devices"
        fetchAllRows={fetchAllRows}
        filterSelects={[
          {
            key: 'status',
            allLabel: t('edge:device.allStatuses'),
            options: [
              { value: 'online', label: t('edge:device.online') },
              { value: 'offline', label: t('edge:device.offline') },
            ],
          },
        ]}
      />
      {registering ? (
        <DeviceFormDialog open onClose={() => setRegistering(false)} onSaved={(d) => openDevice(d.id)} />
      ) : null}
      {editTarget ? <DeviceFormDialog open device={editTarget} onClose={() => setEditTarget(null)} /> : null}
      {openDeviceId ? (
        <DeviceDetailDrawer deviceId={openDeviceId} onClose={() => openDevice(null)} canModify={mayModify} />
      ) : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        destructive
        pending={removal.isLoading}
        error={deleteError}
        title={t('edge:device.deleteTitle')}
        message={t('edge:device.deleteMessage', { name: deleteTarget?.name ?? '', tsn: deleteTarget?.tsnSerial ?? '' })}
        confirmLabel={t('edge:device.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleteTarget(null);
          setDeleteError(null);
        }}
      />
    </PageFrame>
  );
}
