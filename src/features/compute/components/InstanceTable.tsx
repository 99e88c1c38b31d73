// The instances on a compute resource (a node's, a dedicated request's linked ones): each named by a link to its
// management panel, its ID with copy, status, GPU count and builder; an optional last column of actions.
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import IdCell from '@/components/IdCell';
import SimpleTable from '@/components/SimpleTable';
import StatusChip from '@/components/StatusChip';
import type { InstanceSummary } from '../api';
import { instanceStatusText, instanceStatusTone, isInstanceTransitional } from '../labels';

export const instanceLink = (id: string) => `/management-panel?id=${encodeURIComponent(id)}`;

export interface InstanceTableProps {
  instances: InstanceSummary[];
  /** The table's name: a visible heading's id, or a label of its own. */
  labelledBy?: string;
  label?: string;
  testId?: string;
  rowTestId?: string;
  /** The actions column's content for one instance (no actions column without it). */
  actions?(instance: InstanceSummary): ReactNode;
  sx?: SxProps<Theme>;
}

export default function InstanceTable({
  instances,
  labelledBy,
  label,
  testId,
  rowTestId,
  actions,
  sx,
}: InstanceTableProps) {
  const { t } = useTranslation(['compute']);
  return (
    <SimpleTable<InstanceSummary>
      rows={instances}
      labelledBy={labelledBy}
      label={label}
      testId={testId}
      rowTestId={rowTestId}
      sx={sx}
      columns={[
        {
          key: 'name',
          header: t('compute:instances.name'),
          sx: { overflowWrap: 'anywhere' },
          cell: (i) => (
            <Link component={RouterLink} to={instanceLink(i.id)}>
              {i.name}
            </Link>
          ),
        },
        { key: 'id', header: t('compute:instances.id'), cell: (i) => <IdCell text={i.id} /> },
        {
          key: 'status',
          header: t('compute:instances.status'),
          cell: (i) => (
            <StatusChip
              label={instanceStatusText(t, i.status)}
              tone={instanceStatusTone(i.status)}
              transitional={isInstanceTransitional(i.status)}
              status={i.status}
            />
          ),
        },
        { key: 'gpuCount', header: t('compute:instances.gpuCount'), align: 'right', cell: (i) => i.gpuCount ?? '—' },
        { key: 'builder', header: t('compute:instances.builder'), cell: (i) => i.builder ?? '—' },
        actions && { key: 'actions', header: t('compute:columns.actions'), align: 'right', cell: actions },
      ]}
    />
  );
}
