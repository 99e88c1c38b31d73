import PlannedScreen from '@/components/PlannedScreen';

export default function GpuGroupPage() {
  return <PlannedScreen routeKey="gpuGroup" />;
}
