import PlannedScreen from '@/components/PlannedScreen';

export default function HomeModulePage() {
  return <PlannedScreen routeKey="homeModule" />;
}
