import PlannedScreen from '@/components/PlannedScreen';

export default function InviteLoginPage() {
  return <PlannedScreen routeKey="inviteLogin" />;
}
