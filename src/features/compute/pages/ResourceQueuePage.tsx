import PlannedScreen from '@/components/PlannedScreen';

export default function ResourceQueuePage() {
  return <PlannedScreen routeKey="resourceQueue" />;
}
