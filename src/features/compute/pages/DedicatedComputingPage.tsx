import PlannedScreen from '@/components/PlannedScreen';

export default function DedicatedComputingPage() {
  return <PlannedScreen routeKey="dedicatedComputing" />;
}
