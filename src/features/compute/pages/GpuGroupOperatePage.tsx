import PlannedScreen from '@/components/PlannedScreen';

export default function GpuGroupOperatePage() {
  return <PlannedScreen routeKey="gpuGroupOperate" />;
}
