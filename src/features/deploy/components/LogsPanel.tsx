// The log of a deployed service in the shared log viewer (queryAssemblyLogPage): every replica's lines, or one
// replica's; followed live, searchable, filtered by time and level, downloadable (.log.gz).
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FilterSelect from '@/components/FilterSelect';
import { useEndpointLogSource } from '@/components/LogViewer';
import LazyLogViewer from '@/components/LogViewer/LazyLogViewer';
import { deployApi, type AssemblyService } from '../api';

export default function LogsPanel({ service }: { service: AssemblyService }) {
  const { t } = useTranslation('deploy');
  const [replica, setReplica] = useState('');
  const replicas = Array.from({ length: Math.max(service.replicas ?? 1, 1) }, (_, i) => `replica-${i}`);
  const source = useEndpointLogSource({
    page: deployApi.endpoints.queryAssemblyLogPage,
    download: deployApi.endpoints.getAssemblyLogDownloadUrl,
    args: { id: service.id, assemAddr: service.assemAddr, ...(replica ? { replica } : {}) },
  });

  return (
    <Box data-testid="assembly-logs">
      <Box sx={{ mb: 1 }}>
        <FilterSelect
          testId="replica-filter"
          label={t('deploy:ops.logs.replica')}
          allLabel={t('deploy:ops.logs.allReplicas')}
          value={replica}
          options={replicas.map((r) => ({ value: r, label: r }))}
          onChange={(v) => setReplica(v ?? '')}
        />
      </Box>
      <LazyLogViewer source={source} name={service.name} live height={420} />
    </Box>
  );
}
