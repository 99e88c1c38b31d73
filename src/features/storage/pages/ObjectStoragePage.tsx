import PlannedScreen from '@/components/PlannedScreen';

export default function ObjectStoragePage() {
  return <PlannedScreen routeKey="objectStorage" />;
}
