import PlannedScreen from '@/components/PlannedScreen';

export default function GpuPage() {
  return <PlannedScreen routeKey="gpu" />;
}
