import PlannedScreen from '@/components/PlannedScreen';

export default function OrgMemberPage() {
  return <PlannedScreen routeKey="orgMember" />;
}
