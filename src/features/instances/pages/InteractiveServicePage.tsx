import PlannedScreen from '@/components/PlannedScreen';

export default function InteractiveServicePage() {
  return <PlannedScreen routeKey="interactiveService" />;
}
