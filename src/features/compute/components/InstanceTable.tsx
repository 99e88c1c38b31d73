// The instances on a compute resource (a node's, a dedicated request's linked ones): each named by a link to its
// management panel, its ID with copy, status, GPU count and builder; an optional last column of actions.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import IdCell from '@/components/IdCell';
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
    <Box sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table size="small" aria-labelledby={labelledBy} aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('compute:instances.name')}</TableCell>
            <TableCell>{t('compute:instances.id')}</TableCell>
            <TableCell>{t('compute:instances.status')}</TableCell>
            <TableCell align="right">{t('compute:instances.gpuCount')}</TableCell>
            <TableCell>{t('compute:instances.builder')}</TableCell>
            {actions ? <TableCell align="right">{t('compute:columns.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {instances.map((i) => (
            <TableRow key={i.id} data-testid={rowTestId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={instanceLink(i.id)}>
                  {i.name}
                </Link>
              </TableCell>
              <TableCell>
                <IdCell text={i.id} />
              </TableCell>
              <TableCell>
                <StatusChip
                  label={instanceStatusText(t, i.status)}
                  tone={instanceStatusTone(i.status)}
                  transitional={isInstanceTransitional(i.status)}
                  status={i.status}
                />
              </TableCell>
              <TableCell align="right">{i.gpuCount ?? '—'}</TableCell>
              <TableCell>{i.builder ?? '—'}</TableCell>
              {actions ? <TableCell align="right">{actions(i)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
