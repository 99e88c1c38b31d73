import PlannedScreen from '@/components/PlannedScreen';

export default function NetPage() {
  return <PlannedScreen routeKey="net" />;
}
