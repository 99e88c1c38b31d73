import PlannedScreen from '@/components/PlannedScreen';

export default function TaskListPage() {
  return <PlannedScreen routeKey="taskList" />;
}
