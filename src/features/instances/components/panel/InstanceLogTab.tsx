// The container log of an instance in the shared log viewer (queryInstanceLogPage): the whole log, followed live
// while the instance runs, and kept readable after it was released, failed or archived.
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointLogSource } from '@/components/LogViewer';
import { instancesApi } from '../../api';

const LogViewer = lazy(() => import(/* webpackChunkName: "log-viewer" */ '@/components/LogViewer/LogViewer'));

export default function InstanceLogTab({ instanceId, name }: { instanceId: string; name: string }) {
  const { t } = useTranslation('common');
  const source = useEndpointLogSource({
    page: instancesApi.endpoints.queryInstanceLogPage,
    download: instancesApi.endpoints.getInstanceLogDownloadUrl,
    args: { id: instanceId },
  });
  return (
    <Suspense fallback={<Typography role="status">{t('common:states.loading')}</Typography>}>
      <LogViewer source={source} name={name} live height={480} />
    </Suspense>
  );
}
