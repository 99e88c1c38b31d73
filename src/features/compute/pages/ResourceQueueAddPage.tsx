import PlannedScreen from '@/components/PlannedScreen';

export default function ResourceQueueAddPage() {
  return <PlannedScreen routeKey="resourceQueueAdd" />;
}
