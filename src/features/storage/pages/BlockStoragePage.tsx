import PlannedScreen from '@/components/PlannedScreen';

export default function BlockStoragePage() {
  return <PlannedScreen routeKey="blockStorage" />;
}
