// The container log of an instance in the shared log viewer (queryInstanceLogPage): the whole log, followed live
// while the instance runs, and kept readable after it was released, failed or archived.
import { useEndpointLogSource } from '@/components/LogViewer';
import LazyLogViewer from '@/components/LogViewer/LazyLogViewer';
import { instancesApi } from '../../api';

export default function InstanceLogTab({ instanceId, name }: { instanceId: string; name: string }) {
  const source = useEndpointLogSource({
    page: instancesApi.endpoints.queryInstanceLogPage,
    download: instancesApi.endpoints.getInstanceLogDownloadUrl,
    args: { id: instanceId },
  });
  return <LazyLogViewer source={source} name={name} live height={480} />;
}
