import PlannedScreen from '@/components/PlannedScreen';

export default function AssemblyDetailPage() {
  return <PlannedScreen routeKey="assemblyDetail" />;
}
