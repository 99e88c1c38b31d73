// /resource-ticket: resource tickets — number, name, remarks, reservation, reserved resources, resource ID, node
// server, price per card, region, delivery date — with server paging, sorting and filters in the URL; open a
// ticket, create one from a dedicated request, and a detail drawer (`?ticket=<id>`).
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/components/format';
import ListPage from '@/components/ListPage';
import { dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { idColumn } from '@/components/ServerDataGrid/idColumn';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { enumOptions } from '@/lib/enumText';
import { computeApi, useQueryResourceTicketsQuery, type ResourceTicket } from '../api';
import ConvertRequestDialog from '../components/ConvertRequestDialog';
import TicketDialog from '../components/TicketDialog';
import TicketDrawer from '../components/TicketDrawer';
import { useUrlParam } from '../components/useUrlParam';
import { REGIONS, TICKET_STATUSES, regionText, ticketStatusText, ticketStatusTone, type TicketStatus } from '../labels';

const FILTER_KEYS = ['status', 'region'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function ResourceTicketPage() {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const list = useListGrid(useQueryResourceTicketsQuery, computeApi.endpoints.queryResourceTickets, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const [openTicket, setOpenTicket] = useUrlParam('ticket');
  const [creating, setCreating] = useState<'new' | 'fromRequest' | null>(null);

  const columns = useMemo<GridColDef<ResourceTicket>[]>(
    () => [
      {
        field: 'ticketNo',
        headerName: t('compute:tickets.columns.ticketNo'),
        width: 170,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => setOpenTicket(row.id)}
            aria-label={t('compute:tickets.open', { no: row.ticketNo })}
          >
            {row.ticketNo}
          </Link>
        ),
      },
      {
        field: 'name',
        headerName: t('compute:tickets.columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>,
      },
      {
        field: 'status',
        headerName: t('compute:tickets.columns.status'),
        width: 110,
        valueFormatter: (value: TicketStatus) => ticketStatusText(t, value),
        renderCell: ({ row }) => (
          <StatusChip label={ticketStatusText(t, row.status)} tone={ticketStatusTone(row.status)} status={row.status} />
        ),
      },
      { field: 'reservedResources', headerName: t('compute:tickets.columns.reservedResources'), width: 150 },
      idColumn('reservationId', t('compute:tickets.columns.reservationId'), 140),
      idColumn('resourceId', t('compute:tickets.columns.resourceId'), 140),
      {
        field: 'nodeServer',
        headerName: t('compute:tickets.columns.nodeServer'),
        width: 140,
        valueFormatter: (value: string | null | undefined) => value || '—',
      },
      {
        field: 'pricePerCard',
        headerName: t('compute:tickets.columns.pricePerCard'),
        width: 130,
        valueFormatter: (value: number | undefined, row: ResourceTicket) =>
          formatMoney(value, i18n.language, row.currency ?? 'CNY'),
      },
      {
        field: 'region',
        headerName: t('compute:tickets.columns.region'),
        width: 150,
        valueFormatter: (value: string | undefined) => regionText(t, value),
      },
      {
        field: 'deliveryDate',
        headerName: t('compute:tickets.columns.deliveryDate'),
        width: 130,
        valueFormatter: (value: string | null | undefined) => formatDate(value, i18n.language),
      },
      {
        field: 'remarks',
        headerName: t('compute:tickets.columns.remarks'),
        flex: 1,
        minWidth: 180,
        valueFormatter: (value: string | null | undefined) => value || '—',
      },
      dateTimeColumn('createdAt', t('compute:tickets.columns.createdAt'), i18n.language),
    ],
    [t, i18n.language, setOpenTicket],
  );

  const showTicket = (ticket: ResourceTicket) => setOpenTicket(ticket.id);
  return (
    <ListPage<ResourceTicket>
      routeKey="resourceTicket"
      subtitle={t('compute:tickets.subtitle')}
      frameActions={
        <Button
          startIcon={<ConfirmationNumberOutlined />}
          variant="outlined"
          onClick={() => setCreating('fromRequest')}
        >
          {t('compute:tickets.fromRequest')}
        </Button>
      }
      add={{ label: t('compute:tickets.new'), onClick: () => setCreating('new'), testId: 'new-ticket' }}
      testId="tickets-grid"
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('compute:tickets.search')}
      exportFileName="resource-tickets"
      filterSelects={[
        {
          key: 'status',
          allLabel: t('compute:filters.all'),
          options: enumOptions(t, TICKET_STATUSES, ticketStatusText),
        },
        { key: 'region', allLabel: t('compute:filters.all'), options: enumOptions(t, REGIONS, regionText) },
      ]}
    >
      <TicketDrawer ticketId={openTicket} onClose={() => setOpenTicket(null)} />
      {creating === 'new' ? <TicketDialog onClose={() => setCreating(null)} onCreated={showTicket} /> : null}
      {creating === 'fromRequest' ? (
        <ConvertRequestDialog onClose={() => setCreating(null)} onCreated={showTicket} />
      ) : null}
    </ListPage>
  );
}
