import PlannedScreen from '@/components/PlannedScreen';

export default function AssemblyServiceOpsPage() {
  return <PlannedScreen routeKey="assemblyServiceOps" />;
}
