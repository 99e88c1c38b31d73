import PlannedScreen from '@/components/PlannedScreen';

export default function InvocationMetricsPage() {
  return <PlannedScreen routeKey="invocationMetrics" />;
}
