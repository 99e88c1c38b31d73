import PlannedScreen from '@/components/PlannedScreen';

export default function ManagementPanelPage() {
  return <PlannedScreen routeKey="managementPanel" />;
}
