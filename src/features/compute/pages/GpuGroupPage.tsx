// /gpu-group: the organisation's compute groups with server paging and sorting; create and edit lead to
// /gpu-group-operate, an empty group is deleted after a confirmation naming it.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import EditDeleteActions from '@/components/EditDeleteActions';
import ListPage from '@/components/ListPage';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { idColumn } from '@/components/ServerDataGrid/idColumn';
import { nameLinkColumn } from '@/components/ServerDataGrid/nameLinkColumn';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useDeleteRow } from '@/components/useDeleteRow';
import { useAccess } from '@/features/session/public/access';
import { computeApi, useDeleteComputeGroupMutation, useQueryComputeGroupsQuery, type ComputeGroup } from '../api';

const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
export const groupEditLink = (id: string) => `/gpu-group-operate?id=${encodeURIComponent(id)}`;

export default function GpuGroupPage() {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const mayManage = useAccess().can('manageCompute');
  const list = useListGrid(useQueryComputeGroupsQuery, computeApi.endpoints.queryComputeGroups, {
    defaultSort: DEFAULT_SORT,
  });
  const [remove] = useDeleteComputeGroupMutation();
  const removal = useDeleteRow(
    (group: ComputeGroup) => remove({ groupId: group.id }).unwrap(),
    (group) => t('compute:groups.deleted', { name: group.name }),
    t('compute:groups.deleteFailed'),
  );
  const askDelete = removal.ask;

  const columns = useMemo<GridColDef<ComputeGroup>[]>(
    () => [
      nameLinkColumn(t('compute:groups.columns.name'), (row) => groupEditLink(row.id)),
      {
        ...actionsColumn(t('compute:columns.actions'), 110),
        renderCell: ({ row }) => {
          const empty = (row.nodeCount ?? 0) === 0;
          return (
            <EditDeleteActions
              edit={{
                title: t('compute:groups.edit'),
                label: t('compute:groups.editOf', { name: row.name }),
                to: groupEditLink(row.id),
              }}
              remove={{
                allowed: mayManage,
                disabled: !empty,
                title: empty ? t('compute:groups.delete') : t('compute:groups.notEmpty'),
                label: t('compute:groups.deleteOf', { name: row.name }),
                onClick: () => askDelete(row),
              }}
            />
          );
        },
      },
      idColumn('id', t('compute:groups.columns.id'), 130),
      {
        field: 'description',
        headerName: t('compute:groups.columns.description'),
        flex: 1.2,
        minWidth: 180,
        valueFormatter: (value: string | null | undefined) => value || '—',
      },
      { field: 'nodeCount', headerName: t('compute:groups.columns.nodeCount'), width: 100, type: 'number' },
      { field: 'gpuCount', headerName: t('compute:groups.columns.gpuCount'), width: 100, type: 'number' },
      { field: 'createdBy', headerName: t('compute:groups.columns.createdBy'), width: 120 },
      dateTimeColumn('createdAt', t('compute:groups.columns.createdAt'), i18n.language, 180),
    ],
    [t, i18n.language, mayManage, askDelete],
  );

  return (
    <ListPage<ComputeGroup>
      routeKey="gpuGroup"
      subtitle={t('compute:groups.subtitle')}
      add={{ label: t('compute:groups.create'), to: '/gpu-group-operate', allowed: mayManage, testId: 'create-group' }}
      testId="groups-grid"
      label={t('compute:groups.gridLabel')}
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('compute:groups.search')}
      exportFileName="compute-groups"
    >
      <ConfirmDialog
        {...removal.dialog}
        destructive
        title={t('compute:groups.deleteTitle')}
        message={(group) => t('compute:groups.deleteMessage', { name: group.name })}
        confirmLabel={t('compute:groups.delete')}
      />
    </ListPage>
  );
}
