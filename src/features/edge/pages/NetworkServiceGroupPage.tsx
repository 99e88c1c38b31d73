// /network-service-group: the organisation's network service groups. Server paging, sorting, search and status
// filter in the URL; create, edit, delete (confirmed); `?group=<id>` opens the group's member devices.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import AddButton from '@/components/AddButton';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { PermittedIconButton } from '@/components/Permitted';
import { clearScope, ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  edgeApi,
  useDeleteNetworkServiceGroupMutation,
  useQueryNetworkServiceGroupsQuery,
  type NetworkServiceGroup,
} from '../api';
import ServiceGroupFormDialog from '../components/ServiceGroupFormDialog';
import ServiceGroupMembersDrawer, { MEMBERS_SCOPE } from '../components/ServiceGroupMembersDrawer';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function NetworkServiceGroupPage() {
  // The forms' rule messages load with the page, so opening a dialog never suspends the screen.
  const { t, i18n } = useTranslation(['edge', 'common', 'validation']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const [params, setParams] = useSearchParams();
  const { data, isFetching, error, refetch } = useQueryNetworkServiceGroupsQuery(grid.request);
  const fetchAllRows = useFetchAllRows(edgeApi.endpoints.queryNetworkServiceGroups, grid.request);
  const [remove, removal] = useDeleteNetworkServiceGroupMutation();
  // A Basic Member changes only the groups they created: the controls say so before the server would refuse.
  const access = useAccess();
  const [creating, setCreating] = useState(false);
  const [editTarget, setEditTarget] = useState<NetworkServiceGroup | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<NetworkServiceGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const page = data?.data;

  const openGroupId = params.get('group');
  const openGroup = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          clearScope(next, MEMBERS_SCOPE);
          if (id) next.set('group', id);
          else next.delete('group');
          return next;
        },
        { replace: !id },
      ),
    [setParams],
  );

  const columns = useMemo<GridColDef<NetworkServiceGroup>[]>(
    () => [
      { field: 'name', headerName: t('edge:nsg.fields.name'), flex: 1, minWidth: 140 },
      {
        field: 'id',
        headerName: t('edge:nsg.fields.id'),
        width: 110,
        renderCell: ({ row }) => <IdCell text={row.id} copyLabel={t('edge:nsg.copyIdOf', { name: row.name })} noWrap />,
      },
      { field: 'address', headerName: t('edge:nsg.fields.address'), width: 130 },
      { field: 'encryptionAlgorithm', headerName: t('edge:nsg.fields.encryptionAlgorithm'), width: 150 },
      {
        field: 'publicKey',
        headerName: t('edge:nsg.fields.publicKey'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <IdCell text={row.publicKey} copyLabel={t('edge:nsg.copyPublicKeyOf', { name: row.name })} noWrap />
        ),
      },
      {
        field: 'accessPoint',
        headerName: t('edge:nsg.fields.accessPoint'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <IdCell text={row.accessPoint} copyLabel={t('edge:nsg.copyAccessPointOf', { name: row.name })} noWrap />
        ),
      },
      { field: 'service', headerName: t('edge:nsg.fields.service'), width: 110 },
      {
        field: 'memberCount',
        headerName: t('edge:nsg.fields.memberCount'),
        width: 80,
        type: 'number',
        valueFormatter: (value: number | undefined) => formatNumber(value ?? 0, i18n.language),
      },
      {
        field: 'status',
        headerName: t('edge:nsg.fields.status'),
        width: 100,
        valueFormatter: (value: NetworkServiceGroup['status']) =>
          value === 'normal' ? t('edge:nsg.normal') : t('edge:nsg.abnormal'),
        renderCell: ({ row }) => (
          <StatusChip
            status={row.status}
            tone={row.status === 'normal' ? 'success' : 'error'}
            label={row.status === 'normal' ? t('edge:nsg.normal') : t('edge:nsg.abnormal')}
          />
        ),
      },
      dateTimeColumn('createdAt', t('edge:nsg.fields.createdAt'), i18n.language, 160),
      {
        ...actionsColumn(t('edge:nsg.fields.actions'), 120),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.createdBy });
          return (
            <>
              <Tooltip title={t('edge:nsg.members')}>
                <IconButton
                  size="small"
                  aria-label={t('edge:nsg.membersOf', { name: row.name })}
                  onClick={() => openGroup(row.id)}
                >
                  <DevicesOtherOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <PermittedIconButton
                allowed={allowed}
                title={t('edge:nsg.edit')}
                label={t('edge:nsg.editOf', { name: row.name })}
                icon={<EditOutlined fontSize="small" />}
                onClick={() => setEditTarget(row)}
              />
              <PermittedIconButton
                allowed={allowed}
                title={t('edge:nsg.delete')}
                label={t('edge:nsg.deleteOf', { name: row.name })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => setDeleteTarget(row)}
              />
            </>
          );
        },
      },
    ],
    [t, i18n.language, openGroup, access],
  );

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleteError(null);
    try {
      await remove({ id: deleteTarget.id }).unwrap();
      notify.success(t('edge:nsg.deleted', { name: deleteTarget.name }));
      if (openGroupId === deleteTarget.id) openGroup(null);
      setDeleteTarget(null);
    } catch (e) {
      setDeleteError(apiErrorText(e, t('edge:nsg.deleteFailed')));
    }
  };

  return (
    <PageFrame
      routeKey="networkServiceGroup"
      subtitle={t('edge:nsg.subtitle')}
      actions={
        <AddButton onClick={() => setCreating(true)} testId="create-nsg">
          {t('edge:nsg.create')}
        </AddButton>
      }
    >
      <ServerDataGrid<NetworkServiceGroup>
        testId="nsg-grid"
        label={t('edge:nsg.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('edge:nsg.search')}
        exportFileName="network-service-groups"
        fetchAllRows={fetchAllRows}
        filterSelects={[
          {
            key: 'status',
            allLabel: t('edge:nsg.allStatuses'),
            options: [
              { value: 'normal', label: t('edge:nsg.normal') },
              { value: 'abnormal', label: t('edge:nsg.abnormal') },
            ],
          },
        ]}
      />
      {creating ? <ServiceGroupFormDialog onClose={() => setCreating(false)} /> : null}
      {editTarget ? <ServiceGroupFormDialog group={editTarget} onClose={() => setEditTarget(null)} /> : null}
      {openGroupId ? <ServiceGroupMembersDrawer groupId={openGroupId} onClose={() => openGroup(null)} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        destructive
        pending={removal.isLoading}
        error={deleteError}
        title={t('edge:nsg.deleteTitle')}
        message={t('edge:nsg.deleteMessage', {
          name: deleteTarget?.name ?? '',
          count: deleteTarget?.memberCount ?? 0,
        })}
        confirmLabel={t('edge:nsg.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleteTarget(null);
          setDeleteError(null);
        }}
      />
    </PageFrame>
  );
}
