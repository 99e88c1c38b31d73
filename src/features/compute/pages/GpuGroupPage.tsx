// /gpu-group: the organisation's compute groups with server paging and sorting; create and edit lead to
// /gpu-group-operate, an empty group is deleted after a confirmation naming it.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import AddButton from '@/components/AddButton';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';

import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import Permitted from '@/components/Permitted';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { computeApi, useDeleteComputeGroupMutation, useQueryComputeGroupsQuery, type ComputeGroup } from '../api';
import { useStableCallback } from '../components/useUrlParam';

const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
export const groupEditLink = (id: string) => `/gpu-group-operate?id=${encodeURIComponent(id)}`;

export default function GpuGroupPage() {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const mayManage = useAccess().can('manageCompute');
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT });
  const { data, isFetching, error, refetch } = useQueryComputeGroupsQuery(grid.request);
  const fetchAllRows = useFetchAllRows(computeApi.endpoints.queryComputeGroups, grid.request);
  const [remove, removal] = useDeleteComputeGroupMutation();
  const [target, setTarget] = useState<ComputeGroup | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const askDelete = useStableCallback((g: ComputeGroup) => {
    setRemoveError(null);
    setTarget(g);
  });

  const columns = useMemo<GridColDef<ComputeGroup>[]>(
    () => [
      {
        field: 'name',
        headerName: t('compute:groups.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={groupEditLink(row.id)} sx={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Link>
        ),
      },
      {
        ...actionsColumn(t('compute:columns.actions'), 110),
        renderCell: ({ row }) => {
          const empty = (row.nodeCount ?? 0) === 0;
          return (
            <>
              <Tooltip title={t('compute:groups.edit')}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={groupEditLink(row.id)}
                  aria-label={t('compute:groups.editOf', { name: row.name })}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Permitted allowed={mayManage}>
                <Tooltip title={!mayManage ? '' : empty ? t('compute:groups.delete') : t('compute:groups.notEmpty')}>
                  <span>
                    <IconButton
                      size="small"
                      disabled={!mayManage || !empty}
                      aria-label={t('compute:groups.deleteOf', { name: row.name })}
                      onClick={() => askDelete(row)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Permitted>
            </>
          );
        },
      },
      {
        field: 'id',
        headerName: t('compute:groups.columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell text={row.id} />,
      },
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

  const confirmDelete = async () => {
    if (!target) return;
    setRemoveError(null);
    try {
      await remove({ groupId: target.id }).unwrap();
      notify.success(t('compute:groups.deleted', { name: target.name }));
      setTarget(null);
    } catch (e) {
      setRemoveError(apiErrorText(e, t('compute:groups.deleteFailed')));
    }
  };

  const page = data?.data;
  return (
    <PageFrame
      routeKey="gpuGroup"
      subtitle={t('compute:groups.subtitle')}
      actions={
        <Permitted allowed={mayManage}>
          <AddButton to="/gpu-group-operate" disabled={!mayManage} testId="create-group">
            {t('compute:groups.create')}
          </AddButton>
        </Permitted>
      }
    >
      <ServerDataGrid<ComputeGroup>
        testId="groups-grid"
        label={t('compute:groups.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('compute:groups.search')}
        exportFileName="compute-groups"
        fetchAllRows={fetchAllRows}
      />
      <ConfirmDialog
        open={target !== null}
        destructive
        pending={removal.isLoading}
        error={removeError}
        title={t('compute:groups.deleteTitle')}
        message={t('compute:groups.deleteMessage', { name: target?.name ?? '' })}
        confirmLabel={t('compute:groups.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      />
    </PageFrame>
  );
}
