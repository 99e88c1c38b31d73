// /network-service-group: the organisation's network service groups. Server paging, sorting, search and status
// filter in the URL; create, edit, delete (confirmed); `?group=<id>` opens the group's member devices.
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import EditDeleteActions from '@/components/EditDeleteActions';
import { formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { statusFilter } from '@/components/ServerDataGrid/statusFilter';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useOpenParam } from '@/components/ServerDataGrid/useOpenParam';
import StatusChip from '@/components/StatusChip';
import { useDeleteRow } from '@/components/useDeleteRow';
import { useAccess } from '@/features/session/public/access';
import {
  edgeApi,
  useDeleteNetworkServiceGroupMutation,
  useQueryNetworkServiceGroupsQuery,
  type NetworkServiceGroup,
} from '../api';
import ServiceGroupFormDialog from '../components/ServiceGroupFormDialog';
import ServiceGroupMembersDrawer, { MEMBERS_SCOPE } from '../components/ServiceGroupMembersDrawer';
import { GROUP_STATUSES, groupStatusText, groupStatusTone } from '../labels';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function NetworkServiceGroupPage() {
  // The forms' rule messages load with the page, so opening a dialog never suspends the screen.
  const { t, i18n } = useTranslation(['edge', 'common', 'validation']);
  const list = useListGrid(useQueryNetworkServiceGroupsQuery, edgeApi.endpoints.queryNetworkServiceGroups, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const [remove] = useDeleteNetworkServiceGroupMutation();
  // A Basic Member changes only the groups they created: the controls say so before the server would refuse.
  const access = useAccess();
  const [editTarget, setEditTarget] = useState<NetworkServiceGroup | null>(null);

  const [openGroupId, openGroup] = useOpenParam('group', MEMBERS_SCOPE);

  const deletion = useDeleteRow(
    (group: NetworkServiceGroup) => remove({ id: group.id }).unwrap(),
    (group) => t('edge:nsg.deleted', { name: group.name }),
    t('edge:nsg.deleteFailed'),
    (group) => {
      if (openGroupId === group.id) openGroup(null);
    },
  );
  const askDelete = deletion.ask;

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
        valueFormatter: (value: NetworkServiceGroup['status']) => groupStatusText(t, value),
        renderCell: ({ row }) => (
          <StatusChip status={row.status} tone={groupStatusTone(row.status)} label={groupStatusText(t, row.status)} />
        ),
      },
      dateTimeColumn('createdAt', t('edge:nsg.fields.createdAt'), i18n.language, 160),
      {
        ...actionsColumn(t('edge:nsg.fields.actions'), 120),
        renderCell: ({ row }) => (
          <>
            <RowAction
              title={t('edge:nsg.members')}
              label={t('edge:nsg.membersOf', { name: row.name })}
              icon={<DevicesOtherOutlined fontSize="small" />}
              onClick={() => openGroup(row.id)}
            />
            <EditDeleteActions
              allowed={access.can('release', { owner: row.createdBy })}
              edit={{
                title: t('edge:nsg.edit'),
                label: t('edge:nsg.editOf', { name: row.name }),
                onClick: () => setEditTarget(row),
              }}
              remove={{
                title: t('edge:nsg.delete'),
                label: t('edge:nsg.deleteOf', { name: row.name }),
                onClick: () => askDelete(row),
              }}
            />
          </>
        ),
      },
    ],
    [t, i18n.language, openGroup, access, askDelete],
  );

  return (
    <ListPage<NetworkServiceGroup>
      routeKey="networkServiceGroup"
      subtitle={t('edge:nsg.subtitle')}
      add={{ label: t('edge:nsg.create'), testId: 'create-nsg', dialog: ServiceGroupFormDialog }}
      testId="nsg-grid"
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('edge:nsg.search')}
      exportFileName="network-service-groups"
      filterSelects={statusFilter(t, t('edge:nsg.allStatuses'), GROUP_STATUSES, groupStatusText)}
    >
      {editTarget ? <ServiceGroupFormDialog group={editTarget} onClose={() => setEditTarget(null)} /> : null}
      {openGroupId ? <ServiceGroupMembersDrawer groupId={openGroupId} onClose={() => openGroup(null)} /> : null}
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={t('edge:nsg.deleteTitle')}
        message={(group) => t('edge:nsg.deleteMessage', { name: group.name, count: group.memberCount ?? 0 })}
        confirmLabel={t('edge:nsg.delete')}
      />
    </ListPage>
  );
}
