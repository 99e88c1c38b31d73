import PlannedScreen from '@/components/PlannedScreen';

export default function PortalHomePage() {
  return <PlannedScreen routeKey="home" />;
}
