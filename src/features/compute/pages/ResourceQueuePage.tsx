// /resource-queue: the queues tasks wait in — GPU quota and use, priority, members, waiting and running tasks —
// with server paging, sorting and the group filter in the URL; add, edit, open, and delete an idle queue.
import Tooltip from '@mui/material/Tooltip';
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
import {
  computeApi,
  useDeleteResourceQueueMutation,
  useQueryResourceQueuesQuery,
  type QueueMember,
  type ResourceQueue,
} from '../api';
import UsageBar from '../components/UsageBar';
import { useGroupOptions } from '../components/useGroupOptions';

const FILTER_KEYS = ['groupId'] as const;
const DEFAULT_SORT = { field: 'priority', order: 'desc' } as const;

export const queueDetailLink = (id: string) => `/resource-queue-detail?id=${encodeURIComponent(id)}`;
export const queueEditLink = (id: string) => `/resource-queue-add?id=${encodeURIComponent(id)}`;
export const membersText = (members: QueueMember[] | undefined) =>
  (members ?? []).map((m) => m.username ?? m.userId).join(', ');

export default function ResourceQueuePage() {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const mayManage = useAccess().can('manageCompute');
  const list = useListGrid(useQueryResourceQueuesQuery, computeApi.endpoints.queryResourceQueues, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const groupOptions = useGroupOptions();
  const groupNames = useMemo(() => new Map(groupOptions.map((g) => [g.value, g.label])), [groupOptions]);
  const [remove] = useDeleteResourceQueueMutation();
  const removal = useDeleteRow(
    (queue: ResourceQueue) => remove({ id: queue.id }).unwrap(),
    (queue) => t('compute:queues.deleted', { name: queue.name }),
    t('compute:queues.deleteFailed'),
  );
  const askDelete = removal.ask;

  const columns = useMemo<GridColDef<ResourceQueue>[]>(
    () => [
      nameLinkColumn(t('compute:queues.columns.name'), (row) => queueDetailLink(row.id)),
      {
        ...actionsColumn(t('compute:columns.actions'), 110),
        renderCell: ({ row }) => {
          const idle = !(row.queuedTaskCount ?? 0) && !(row.runningTaskCount ?? 0);
          return (
            <EditDeleteActions
              allowed={mayManage}
              edit={{
                title: t('compute:queues.edit'),
                label: t('compute:queues.editOf', { name: row.name }),
                to: queueEditLink(row.id),
              }}
              remove={{
                disabled: !idle,
                title: idle ? t('compute:queues.delete') : t('compute:queues.busy'),
                label: t('compute:queues.deleteOf', { name: row.name }),
                onClick: () => askDelete(row),
              }}
            />
          );
        },
      },
      idColumn('id', t('compute:queues.columns.id'), 110),
      { field: 'gpuQuota', headerName: t('compute:queues.columns.gpuQuota'), width: 110, type: 'number' },
      {
        field: 'gpuUsed',
        headerName: t('compute:queues.columns.gpuUsed'),
        width: 170,
        sortable: false,
        valueFormatter: (_v: number | undefined, row: ResourceQueue) =>
          t('compute:queues.usedOf', { used: row.gpuUsed ?? 0, quota: row.gpuQuota }),
        renderCell: ({ row }) => (
          <UsageBar
            value={row.gpuQuota ? ((row.gpuUsed ?? 0) / row.gpuQuota) * 100 : 0}
            label={t('compute:queues.usedOfName', { name: row.name, used: row.gpuUsed ?? 0, quota: row.gpuQuota })}
            valueText={`${row.gpuUsed ?? 0} / ${row.gpuQuota}`}
            testId="queue-gpu-used"
          />
        ),
      },
      { field: 'priority', headerName: t('compute:queues.columns.priority'), width: 100, type: 'number' },
      {
        field: 'members',
        headerName: t('compute:queues.columns.members'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: QueueMember[] | undefined) => membersText(value),
        renderCell: ({ row }) => (
          <Tooltip title={membersText(row.members)}>
            <span>{t('compute:queues.memberCount', { count: row.members?.length ?? 0 })}</span>
          </Tooltip>
        ),
      },
      {
        field: 'queuedTaskCount',
        headerName: t('compute:queues.columns.queued'),
        width: 100,
        type: 'number',
        sortable: false,
      },
      {
        field: 'runningTaskCount',
        headerName: t('compute:queues.columns.running'),
        width: 100,
        type: 'number',
        sortable: false,
      },
      {
        field: 'groupId',
        headerName: t('compute:queues.columns.group'),
        width: 160,
        valueFormatter: (value: string | null | undefined) => (value ? (groupNames.get(value) ?? value) : '—'),
      },
      dateTimeColumn('createdAt', t('compute:queues.columns.createdAt'), i18n.language),
    ],
    [t, i18n.language, mayManage, groupNames, askDelete],
  );

  return (
    <ListPage<ResourceQueue>
      routeKey="resourceQueue"
      subtitle={t('compute:queues.subtitle')}
      add={{ label: t('compute:queues.new'), to: '/resource-queue-add', allowed: mayManage, testId: 'new-queue' }}
      testId="queues-grid"
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('compute:queues.search')}
      exportFileName="resource-queues"
      filterSelects={[
        { key: 'groupId', testId: 'group-filter', allLabel: t('compute:filters.all'), options: groupOptions },
      ]}
    >
      <ConfirmDialog
        {...removal.dialog}
        destructive
        title={t('compute:queues.deleteTitle')}
        message={(queue) => t('compute:queues.deleteMessage', { name: queue.name })}
        confirmLabel={t('compute:queues.delete')}
      />
    </ListPage>
  );
}
