import PlannedScreen from '@/components/PlannedScreen';

export default function StepPage() {
  return <PlannedScreen routeKey="stepPage" />;
}
