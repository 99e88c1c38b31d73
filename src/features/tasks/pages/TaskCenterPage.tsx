import PlannedScreen from '@/components/PlannedScreen';

export default function TaskCenterPage() {
  return <PlannedScreen routeKey="taskCenter" />;
}
