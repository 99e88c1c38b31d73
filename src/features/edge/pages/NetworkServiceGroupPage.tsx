import PlannedScreen from '@/components/PlannedScreen';

export default function NetworkServiceGroupPage() {
  return <PlannedScreen routeKey="networkServiceGroup" />;
}
