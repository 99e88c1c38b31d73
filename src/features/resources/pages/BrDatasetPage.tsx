import PlannedScreen from '@/components/PlannedScreen';

export default function BrDatasetPage() {
  return <PlannedScreen routeKey="brDataset" />;
}
