import PlannedScreen from '@/components/PlannedScreen';

export default function ApiKeyPage() {
  return <PlannedScreen routeKey="apiKey" />;
}
