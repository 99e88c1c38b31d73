import PlannedScreen from '@/components/PlannedScreen';

export default function ArchivedInstancePage() {
  return <PlannedScreen routeKey="archivedInstance" />;
}
