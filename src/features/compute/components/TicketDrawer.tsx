// The detail of a resource ticket (`/resource-ticket?ticket=<id>`), every field with copy on its IDs.
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageLoading from '@/components/PageLoading';
import StatusChip from '@/components/StatusChip';
import { useGetResourceTicketQuery } from '../api';
import { regionText, ticketStatusText, ticketStatusTone } from '../labels';
import InfoRows from './InfoRows';

export default function TicketDrawer({ ticketId, onClose }: { ticketId: string | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const titleId = useId();
  const { data, isFetching, error, refetch } = useGetResourceTicketQuery({ id: ticketId ?? '' }, { skip: !ticketId });
  const ticket = data?.data && data.data.id === ticketId ? data.data : null;
  return (
    <Drawer
      anchor="right"
      open={Boolean(ticketId)}
      onClose={onClose}
      // above the console's app bar, which sits over the side menu's drawer
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 520 }, p: 2.5 }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Box data-testid="ticket-drawer">
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography id={titleId} variant="h2" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {ticket ? t('compute:tickets.drawerTitle', { no: ticket.ticketNo }) : t('compute:tickets.drawerLoading')}
          </Typography>
          <IconButton aria-label={t('common:actions.close')} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        </Stack>
        {error && !isFetching ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('compute:tickets.loadFailed')}
          </Alert>
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
      </Box>
    </Drawer>
  );
}
