import PlannedScreen from '@/components/PlannedScreen';

export default function CreateTaskPage() {
  return <PlannedScreen routeKey="createTask" />;
}
