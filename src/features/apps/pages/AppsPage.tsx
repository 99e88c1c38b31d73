import PlannedScreen from '@/components/PlannedScreen';

export default function AppsPage() {
  return <PlannedScreen routeKey="apps" />;
}
