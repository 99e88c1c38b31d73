import PlannedScreen from '@/components/PlannedScreen';

export default function ConsoleHomePage() {
  return <PlannedScreen routeKey="portal" />;
}
