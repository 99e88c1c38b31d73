import PlannedScreen from '@/components/PlannedScreen';

export default function CostOrderPage() {
  return <PlannedScreen routeKey="costOrder" />;
}
