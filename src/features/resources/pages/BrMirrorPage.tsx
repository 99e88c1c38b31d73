import PlannedScreen from '@/components/PlannedScreen';

export default function BrMirrorPage() {
  return <PlannedScreen routeKey="brMirror" />;
}
