import PlannedScreen from '@/components/PlannedScreen';

export default function OfflineEnvPage() {
  return <PlannedScreen routeKey="offlineEnv" />;
}
