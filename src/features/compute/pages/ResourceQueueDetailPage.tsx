import PlannedScreen from '@/components/PlannedScreen';

export default function ResourceQueueDetailPage() {
  return <PlannedScreen routeKey="resourceQueueDetail" />;
}
