import PlannedScreen from '@/components/PlannedScreen';

export default function CloudStoragePage() {
  return <PlannedScreen routeKey="cloudStorage" />;
}
