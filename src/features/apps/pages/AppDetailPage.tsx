import PlannedScreen from '@/components/PlannedScreen';

export default function AppDetailPage() {
  return <PlannedScreen routeKey="appDetail" />;
}
