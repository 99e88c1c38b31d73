import PlannedScreen from '@/components/PlannedScreen';

export default function DedicatedPage() {
  return <PlannedScreen routeKey="dedicated" />;
}
