import PlannedScreen from '@/components/PlannedScreen';

export default function LoginPage() {
  return <PlannedScreen routeKey="login" />;
}
