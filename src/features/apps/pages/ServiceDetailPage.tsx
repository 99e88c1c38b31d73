import PlannedScreen from '@/components/PlannedScreen';

export default function ServiceDetailPage() {
  return <PlannedScreen routeKey="serviceDetail" />;
}
