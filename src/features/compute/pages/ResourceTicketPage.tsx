import PlannedScreen from '@/components/PlannedScreen';

export default function ResourceTicketPage() {
  return <PlannedScreen routeKey="resourceTicket" />;
}
