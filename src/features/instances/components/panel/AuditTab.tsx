// Audit management: the audited actions on the instance (logins, file downloads, exposed ports, sudo, the web
// terminal), filterable by action and outcome, paged and sorted by the server, exportable as CSV.
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { enumText } from '@/lib/enumText';
import { instancesApi, useQueryAuditLogsQuery, type AuditLog } from '../../api';

const FILTER_KEYS = ['action', 'result'] as const;
const DEFAULT_SORT = { field: 'time', order: 'desc' } as const;

export const AUDIT_ACTIONS = [
  'ssh.login',
  'ssh.logout',
  'jupyter.open',
  'file.download',
  'port.expose',
  'sudo.exec',
  'terminal.open',
] as const;

export const auditActionLabel = enumText<string>('instances:audit.actions', AUDIT_ACTIONS, (action) => String(action), {
  'ssh.login': 'sshLogin',
  'ssh.logout': 'sshLogout',
  'jupyter.open': 'jupyterOpen',
  'file.download': 'fileDownload',
  'port.expose': 'portExpose',
  'sudo.exec': 'sudoExec',
  'terminal.open': 'terminalOpen',
});

export default function AuditTab({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const request = useMemo(() => ({ ...grid.request, instanceId }), [grid.request, instanceId]);
  const { data, isFetching, error, refetch } = useQueryAuditLogsQuery(
    request as typeof request & { result?: 'success' | 'failure' },
  );
  const fetchAllRows = useFetchAllRows(instancesApi.endpoints.queryAuditLogs, request as never);
  const page = data?.data;

  const columns = useMemo<GridColDef<AuditLog>[]>(
    () => [
      {
        field: 'time',
        headerName: t('instances:audit.columns.time'),
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
      { field: 'operator', headerName: t('instances:audit.columns.operator'), width: 130 },
      {
        field: 'action',
        headerName: t('instances:audit.columns.action'),
        flex: 1,
        minWidth: 160,
        valueFormatter: (value: string) => auditActionLabel(t, value),
      },
      { field: 'sourceIp', headerName: t('instances:audit.columns.sourceIp'), width: 140, sortable: false },
      {
        field: 'result',
        headerName: t('instances:audit.columns.result'),
        width: 110,
        valueFormatter: (value: string | undefined) =>
          value === 'failure' ? t('instances:audit.failure') : t('instances:audit.success'),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.result === 'failure' ? 'error' : 'success'}
            variant="outlined"
            label={row.result === 'failure' ? t('instances:audit.failure') : t('instances:audit.success')}
          />
        ),
      },
      {
        field: 'detail',
        headerName: t('instances:audit.columns.detail'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
      },
    ],
    [t, i18n.language],
  );

  return (
    <ServerDataGrid<AuditLog>
      testId="audit-grid"
      label={t('instances:audit.gridLabel')}
      columns={columns}
      {...listGridProps(page, isFetching, error, refetch)}
      state={grid}
      exportFileName={`audit-${instanceId}`}
      fetchAllRows={fetchAllRows as never}
      filterSelects={[
        {
          key: 'action',
          testId: 'audit-action-filter',
          allLabel: t('instances:audit.allActions'),
          options: AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(t, a) })),
        },
        {
          key: 'result',
          testId: 'audit-result-filter',
          allLabel: t('instances:audit.allResults'),
          options: [
            { value: 'success', label: t('instances:audit.success') },
            { value: 'failure', label: t('instances:audit.failure') },
          ],
        },
      ]}
    />
  );
}
