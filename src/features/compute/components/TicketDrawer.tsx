// The detail of a resource ticket (`/resource-ticket?ticket=<id>`), every field with copy on its IDs.
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '@/components/format';
import IdCell from '@/components/IdCell';
import RecordDrawer from '@/components/RecordDrawer';
import StatusChip from '@/components/StatusChip';
import { useGetResourceTicketQuery } from '../api';
import { regionText, ticketStatusText, ticketStatusTone } from '../labels';
import InfoRows from './InfoRows';

export default function TicketDrawer({ ticketId, onClose }: { ticketId: string | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const query = useGetResourceTicketQuery({ id: ticketId ?? '' }, { skip: !ticketId });
  return (
    <RecordDrawer
      id={ticketId}
      query={query}
      title={(ticket) =>
        ticket ? t('compute:tickets.drawerTitle', { no: ticket.ticketNo }) : t('compute:tickets.drawerLoading')
      }
      failedText={t('compute:tickets.loadFailed')}
      onClose={onClose}
      width={{ xs: '100%', sm: 520 }}
      testId="ticket-drawer"
    >
      {(ticket) => (
        <InfoRows
          rows={[
            { label: t('compute:tickets.columns.ticketNo'), value: <IdCell text={ticket.ticketNo} /> },
            { label: t('compute:tickets.columns.name'), value: ticket.name },
            {
              label: t('compute:tickets.columns.status'),
              value: (
                <StatusChip
                  label={ticketStatusText(t, ticket.status)}
                  tone={ticketStatusTone(ticket.status)}
                  status={ticket.status}
                />
              ),
            },
            { label: t('compute:tickets.columns.reservationId'), value: <IdCell text={ticket.reservationId} /> },
            { label: t('compute:tickets.columns.reservedResources'), value: ticket.reservedResources ?? '—' },
            { label: t('compute:tickets.columns.resourceId'), value: <IdCell text={ticket.resourceId} /> },
            { label: t('compute:tickets.columns.nodeServer'), value: ticket.nodeServer ?? '—' },
            {
              label: t('compute:tickets.columns.pricePerCard'),
              value: t('compute:tickets.perCardHour', {
                price: formatMoney(ticket.pricePerCard, i18n.language, ticket.currency ?? 'CNY'),
              }),
            },
            { label: t('compute:tickets.columns.region'), value: regionText(t, ticket.region) },
            {
              label: t('compute:tickets.columns.deliveryDate'),
              value: formatDate(ticket.deliveryDate, i18n.language),
            },
            { label: t('compute:tickets.columns.remarks'), value: ticket.remarks || '—' },
            {
              label: t('compute:tickets.columns.sourceRequest'),
              value: ticket.sourceRequestId ? (
                <Link
                  component={RouterLink}
                  to={`/dedicated-computing?q=${encodeURIComponent(ticket.sourceRequestId)}`}
                >
                  {ticket.sourceRequestId}
                </Link>
              ) : (
                '—'
              ),
            },
            { label: t('compute:tickets.columns.createdAt'), value: formatDateTime(ticket.createdAt, i18n.language) },
            { label: t('compute:tickets.columns.id'), value: <IdCell text={ticket.id} /> },
          ]}
        />
      )}
    </RecordDrawer>
  );
}
