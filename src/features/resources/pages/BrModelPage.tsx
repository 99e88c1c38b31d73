import PlannedScreen from '@/components/PlannedScreen';

export default function BrModelPage() {
  return <PlannedScreen routeKey="brModel" />;
}
