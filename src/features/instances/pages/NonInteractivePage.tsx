import PlannedScreen from '@/components/PlannedScreen';

export default function NonInteractivePage() {
  return <PlannedScreen routeKey="nonInteractive" />;
}
