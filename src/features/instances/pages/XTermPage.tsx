import PlannedScreen from '@/components/PlannedScreen';

export default function XTermPage() {
  return <PlannedScreen routeKey="xterm" />;
}
