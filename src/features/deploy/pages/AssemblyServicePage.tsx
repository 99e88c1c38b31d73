import PlannedScreen from '@/components/PlannedScreen';

export default function AssemblyServicePage() {
  return <PlannedScreen routeKey="assemblyService" />;
}
