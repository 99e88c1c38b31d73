// Audit management: the audited actions on the instance (logins, file downloads, exposed ports, sudo, the web
// terminal), filterable by action and outcome, paged and sorted by the server, exportable as CSV.
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type GridFilterSelect } from '@/components/ServerDataGrid';
import { enumText } from '@/lib/enumText';
import { instancesApi, type AuditLog } from '../../api';
import InstanceLogGrid, { outcomeColumn } from './InstanceLogGrid';

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

const resultText = (t: TFunction, value: string | undefined): string =>
  value === 'failure' ? t('instances:audit.failure') : t('instances:audit.success');

const auditColumns = (t: TFunction): GridColDef<AuditLog>[] => [
  {
    field: 'action',
    headerName: t('instances:audit.columns.action'),
    flex: 1,
    minWidth: 160,
    valueFormatter: (value: string) => auditActionLabel(t, value),
  },
  { field: 'sourceIp', headerName: t('instances:audit.columns.sourceIp'), width: 140, sortable: false },
  outcomeColumn<AuditLog>('result', t('instances:audit.columns.result'), 110, (value) => ({
    text: resultText(t, value),
    color: value === 'failure' ? 'error' : 'success',
  })),
];

const auditFilters = (t: TFunction): GridFilterSelect[] => [
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
    options: ['success', 'failure'].map((value) => ({ value, label: resultText(t, value) })),
  },
];

export default function AuditTab({ instanceId }: { instanceId: string }) {
  return (
    <InstanceLogGrid<AuditLog>
      instanceId={instanceId}
      log="audit"
      endpoint={instancesApi.endpoints.queryAuditLogs}
      columns={auditColumns}
      detailField="detail"
      filters={auditFilters}
    />
  );
}
