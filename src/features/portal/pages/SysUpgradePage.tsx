import PlannedScreen from '@/components/PlannedScreen';

export default function SysUpgradePage() {
  return <PlannedScreen routeKey="sysUpgrade" />;
}
