// The detail of a resource ticket (`/resource-ticket?ticket=<id>`), every field with copy on its IDs.
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import DetailDrawer from '@/components/DetailDrawer';
import { formatDate, formatDateTime, formatMoney } from '@/components/format';
import IdCell from '@/components/IdCell';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import StatusChip from '@/components/StatusChip';
import { useGetResourceTicketQuery } from '../api';
import { regionText, ticketStatusText, ticketStatusTone } from '../labels';
import InfoRows from './InfoRows';

export default function TicketDrawer({ ticketId, onClose }: { ticketId: string | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const { data, isFetching, error, refetch } = useGetResourceTicketQuery({ id: ticketId ?? '' }, { skip: !ticketId });
  const ticket = data?.data && data.data.id === ticketId ? data.data : null;
  return (
    <DetailDrawer
      open={Boolean(ticketId)}
      title={ticket ? t('compute:tickets.drawerTitle', { no: ticket.ticketNo }) : t('compute:tickets.drawerLoading')}
      onClose={onClose}
      width={{ xs: '100%', sm: 520 }}
      padding={2.5}
      testId="ticket-drawer"
    >
      {error && !isFetching ? (
        <LoadFailed text={t('compute:tickets.loadFailed')} onRetry={() => void refetch()} />
      ) : !ticket ? (
        <PageLoading />
      ) : (
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
    </DetailDrawer>
  );
}
