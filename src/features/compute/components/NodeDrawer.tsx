// The detail drawer of a compute node (`/dedicated?node=<id>`): its specs, its GPUs (each opening GPU
// management filtered to the node) and the instances on them (each opening its management panel).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatPercent } from '@/components/format';
import IdCell from '@/components/IdCell';
import RecordDrawer from '@/components/RecordDrawer';
import StatusChip from '@/components/StatusChip';
import { useGetComputeNodeQuery } from '../api';
import {
  isMachineTransitional,
  machineStatusText,
  machineStatusTone,
  overcommitText,
  resourceTypeText,
  splitText,
} from '../labels';
import InfoRows from './InfoRows';
import InstanceTable from './InstanceTable';
import UsageHistoryPanel, { preloadUsageChart } from './usage/UsageHistoryPanel';

export const gpuLink = (nodeId: string, gpuId?: string) =>
  `/gpu?nodeId=${encodeURIComponent(nodeId)}${gpuId ? `&q=${encodeURIComponent(gpuId)}` : ''}`;

export default function NodeDrawer({ nodeId, onClose }: { nodeId: string | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const id = useId();
  const query = useGetComputeNodeQuery({ nodeId: nodeId ?? '' }, { skip: !nodeId });
  // the node's history chart is part of the drawer: its code loads while the node is read
  useEffect(() => {
    if (nodeId) preloadUsageChart();
  }, [nodeId]);

  return (
    <RecordDrawer
      id={nodeId}
      query={query}
      title={(node) =>
        node ? t('compute:nodes.drawer.title', { name: node.name }) : t('compute:nodes.drawer.loadingTitle')
      }
      failedText={t('compute:nodes.drawer.loadFailed')}
      onClose={onClose}
      width={{ xs: '100%', md: 720 }}
      testId="node-drawer"
    >
      {(node) => (
        <Stack spacing={3}>
          <InfoRows
            rows={[
              { label: t('compute:nodes.columns.id'), value: <IdCell text={node.id} /> },
              { label: t('compute:nodes.columns.resourceType'), value: resourceTypeText(t, node.resourceType) },
              {
                label: t('compute:nodes.columns.status'),
                value: (
                  <StatusChip
                    label={machineStatusText(t, node.status)}
                    tone={machineStatusTone(node.status)}
                    transitional={isMachineTransitional(node.status)}
                    status={node.status}
                  />
                ),
              },
              {
                label: t('compute:nodes.drawer.specs'),
                value: t('compute:nodes.drawer.specLine', {
                  cpu: node.specs?.cpuCores ?? '—',
                  memory: node.specs?.memoryGiB ?? '—',
                  gpus: node.specs?.gpuCount ?? node.gpuTotal ?? '—',
                  model: node.specs?.gpuModel ?? '—',
                  disk: node.specs?.diskGiB ?? '—',
                  network: node.specs?.networkGbps ?? '—',
                }),
              },
              { label: t('compute:nodes.columns.region'), value: node.region ?? '—' },
              { label: t('compute:nodes.columns.ipAddress'), value: <IdCell text={node.ipAddress} /> },
              {
                label: t('compute:nodes.columns.group'),
                value: node.groupId ? (
                  <Link component={RouterLink} to={`/gpu-group-operate?id=${encodeURIComponent(node.groupId)}`}>
                    {node.groupName ?? node.groupId}
                  </Link>
                ) : (
                  t('compute:nodes.noGroup')
                ),
              },
              {
                label: t('compute:nodes.columns.scheduledReleaseAt'),
                value: formatDateTime(node.scheduledReleaseAt, i18n.language),
              },
              {
                label: t('compute:nodes.columns.dedicatedRequest'),
                value: node.dedicatedRequestId ? (
                  <Link
                    component={RouterLink}
                    to={`/dedicated-computing?q=${encodeURIComponent(node.dedicatedRequestId)}`}
                  >
                    {node.dedicatedRequestId}
                  </Link>
                ) : (
                  '—'
                ),
              },
            ]}
          />

          <UsageHistoryPanel resourceType="node" resourceId={node.id} />

          <section aria-labelledby={`${id}-gpus`}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id={`${id}-gpus`} variant="h3" component="h3" sx={{ flexGrow: 1 }}>
                {t('compute:nodes.drawer.gpus', { count: node.gpus.length })}
              </Typography>
              <Button component={RouterLink} to={gpuLink(node.id)} size="small">
                {t('compute:nodes.drawer.openGpus')}
              </Button>
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby={`${id}-gpus`} data-testid="node-gpus">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('compute:gpu.columns.id')}</TableCell>
                    <TableCell>{t('compute:gpu.columns.model')}</TableCell>
                    <TableCell>{t('compute:gpu.columns.split')}</TableCell>
                    <TableCell>{t('compute:gpu.columns.overcommit')}</TableCell>
                    <TableCell align="right">{t('compute:gpu.columns.gpuUtilization')}</TableCell>
                    <TableCell align="right">{t('compute:gpu.columns.instances')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {node.gpus.map((g) => (
                    <TableRow key={g.id}>
                      <TableCell>
                        <Link component={RouterLink} to={gpuLink(node.id, g.id)}>
                          {g.id}
                        </Link>
                      </TableCell>
                      <TableCell>{g.model ?? '—'}</TableCell>
                      <TableCell>
                        {splitText(t, g.splitStatus)}
                        {g.splitStatus === 'split' ? ` × ${g.splitCount ?? 0}` : ''}
                      </TableCell>
                      <TableCell>{overcommitText(t, g.overcommitStatus)}</TableCell>
                      <TableCell align="right">{formatPercent(g.gpuUtilization, i18n.language, 1)}</TableCell>
                      <TableCell align="right">{g.runningInstanceCount ?? 0}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </section>

          <section aria-labelledby={`${id}-instances`}>
            <Typography id={`${id}-instances`} variant="h3" component="h3" sx={{ mb: 1 }}>
              {t('compute:nodes.drawer.instances', { count: node.instances.length })}
            </Typography>
            {node.instances.length === 0 ? (
              <Typography color="text.secondary">{t('compute:nodes.drawer.noInstances')}</Typography>
            ) : (
              <InstanceTable instances={node.instances} labelledBy={`${id}-instances`} testId="node-instances" />
            )}
          </section>
        </Stack>
      )}
    </RecordDrawer>
  );
}
