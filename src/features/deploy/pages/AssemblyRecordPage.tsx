import PlannedScreen from '@/components/PlannedScreen';

export default function AssemblyRecordPage() {
  return <PlannedScreen routeKey="assemblyRecord" />;
}
