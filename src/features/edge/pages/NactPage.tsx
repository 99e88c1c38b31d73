import PlannedScreen from '@/components/PlannedScreen';

export default function NactPage() {
  return <PlannedScreen routeKey="nact" />;
}
