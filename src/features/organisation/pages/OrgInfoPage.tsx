import PlannedScreen from '@/components/PlannedScreen';

export default function OrgInfoPage() {
  return <PlannedScreen routeKey="orgInfo" />;
}
