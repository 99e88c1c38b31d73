import PlannedScreen from '@/components/PlannedScreen';

export default function GitlabStoragePage() {
  return <PlannedScreen routeKey="gitlabStorage" />;
}
