import PlannedScreen from '@/components/PlannedScreen';

export default function CostBillPage() {
  return <PlannedScreen routeKey="costBill" />;
}
