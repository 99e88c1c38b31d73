import PlannedScreen from '@/components/PlannedScreen';

export default function ObjectStorageDetailPage() {
  return <PlannedScreen routeKey="objectStorageDetail" />;
}
