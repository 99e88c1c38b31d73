import PlannedScreen from '@/components/PlannedScreen';

export default function ApiServiceDetailPage() {
  return <PlannedScreen routeKey="apiServiceDetail" />;
}
