import PlannedScreen from '@/components/PlannedScreen';

export default function AccountPage() {
  return <PlannedScreen routeKey="account" />;
}
