// /cost-bill: the organisation's monthly bills over a period range (the last twelve billed months unless the URL
// names one): consumption and actual payment as a chart with a text alternative, then the bills grid (server
// paging, sorting, status filter, CSV export of the whole range).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState, type ListRequest } from '@/components/ServerDataGrid';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { billingApi, useQueryBillConsumptionQuery, useQueryBillsQuery, type Bill } from '../api';
import ConsumptionChart from '../components/ConsumptionChart';
import MonthField from '../components/MonthField';
import { BILL_STATUSES, billStatusText, billStatusTone, type BillStatus } from '../labels';
import { BILL_DEFAULT_SORT, BILL_FILTER_KEYS, billRange, toBillListRequest } from '../requests';

/** The grid's row key (one function for every render). */
const BILL_ID = (b: Bill) => b.billId;

export default function CostBillPage() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const lang = i18n.language;
  const grid = useGridUrlState({ defaultSort: BILL_DEFAULT_SORT, filterKeys: BILL_FILTER_KEYS });
  const { periodFrom: urlFrom, periodTo: urlTo } = grid.model.filters;
  const range = useMemo(() => billRange({ periodFrom: urlFrom, periodTo: urlTo }), [urlFrom, urlTo]);
  const request = useMemo(() => toBillListRequest(grid.request, range), [grid.request, range]);

  const bills = useQueryBillsQuery(request);
  const consumption = useQueryBillConsumptionQuery(range);
  const fetchAllRows = useFetchAllRows(billingApi.endpoints.queryBills, request as unknown as ListRequest);
  const [rangeError, setRangeError] = useState<string | null>(null);

  const setMonth = (key: 'periodFrom' | 'periodTo', value: string | null) => {
    if (!value) return; // a partly typed month waits; the range always has both ends
    const next = { ...range, [key]: value };
    if (next.periodFrom > next.periodTo) {
      setRangeError(t('billing:bills.rangeOrder'));
      return;
    }
    setRangeError(null);
    grid.setFilter(key, value);
  };

  const page = bills.data?.data;
  const money = (v: number | undefined, row: Bill) => formatMoney(v, lang, row.currency ?? 'CNY');
  const columns = useMemo<GridColDef<Bill>[]>(
    () => [
      {
        field: 'billId',
        headerName: t('billing:bills.columns.billId'),
        width: 170,
        renderCell: ({ row }) => (
          <IdCell noWrap text={row.billId} copyLabel={t('billing:copyId', { id: row.billId })} />
        ),
      },
      { field: 'period', headerName: t('billing:bills.columns.period'), width: 120 },
      {
        field: 'amount',
        headerName: t('billing:bills.columns.amount'),
        type: 'number',
        flex: 1,
        minWidth: 140,
        valueFormatter: (v: number, row: Bill) => formatMoney(v, lang, row.currency ?? 'CNY'),
      },
      {
        field: 'consumption',
        headerName: t('billing:bills.columns.consumption'),
        type: 'number',
        flex: 1,
        minWidth: 140,
        valueFormatter: (v: number | undefined, row: Bill) => formatMoney(v, lang, row.currency ?? 'CNY'),
      },
      {
        field: 'actualPayment',
        headerName: t('billing:bills.columns.actualPayment'),
        type: 'number',
        flex: 1,
        minWidth: 140,
        valueFormatter: (v: number | undefined, row: Bill) => formatMoney(v, lang, row.currency ?? 'CNY'),
      },
      {
        field: 'status',
        headerName: t('billing:bills.columns.status'),
        width: 120,
        renderCell: ({ row }) => (
          <StatusChip label={billStatusText(t, row.status)} tone={billStatusTone(row.status)} status={row.status} />
        ),
        valueFormatter: (v: BillStatus | undefined) => billStatusText(t, v),
      },
      {
        field: 'createdAt',
        headerName: t('billing:bills.columns.issuedAt'),
        width: 170,
        valueFormatter: (v: string | undefined) => formatDateTime(v, lang),
      },
    ],
    [t, lang],
  );
  const pageTotal = (page?.list ?? []).reduce((s, b) => s + b.amount, 0);

  return (
    <PageFrame routeKey="costBill" subtitle={t('billing:bills.intro')}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <MonthField
          label={t('billing:bills.periodFrom')}
          value={range.periodFrom}
          maxMonth={range.periodTo}
          onChange={(v) => setMonth('periodFrom', v)}
          testId="bill-period-from"
        />
        <MonthField
          label={t('billing:bills.periodTo')}
          value={range.periodTo}
          minMonth={range.periodFrom}
          onChange={(v) => setMonth('periodTo', v)}
          error={rangeError}
          testId="bill-period-to"
        />
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby="bill-chart-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="bill-chart-title" variant="h2" sx={{ mb: 1 }}>
          {t('billing:bills.chart.title')}
        </Typography>
        <ConsumptionChart
          data={consumption.data?.data ?? undefined}
          periodFrom={range.periodFrom}
          periodTo={range.periodTo}
          loading={consumption.isFetching}
          error={consumption.error}
          onRetry={() => void consumption.refetch()}
        />
      </Paper>
      <Box component="section" aria-labelledby="bill-list-title">
        <Typography id="bill-list-title" variant="h2" sx={{ mb: 1 }}>
          {t('billing:bills.listTitle')}
        </Typography>
        <ServerDataGrid<Bill>
          testId="bills-grid"
          label={t('billing:bills.listTitle')}
          columns={columns}
          {...listGridProps(page, bills.isFetching && !bills.currentData, bills.error, bills.refetch)}
          getRowId={BILL_ID}
          state={grid}
          searchPlaceholder={t('billing:bills.search')}
          exportFileName={`bills-${range.periodFrom}-${range.periodTo}`}
          fetchAllRows={fetchAllRows}
          filterSelects={[
            {
              key: 'status',
              testId: 'bill-status-filter',
              allLabel: t('billing:bills.allStatuses'),
              options: BILL_STATUSES.map((s) => ({ value: s, label: billStatusText(t, s) })),
            },
          ]}
        />
        {page?.list.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="bills-page-total">
            {t('billing:bills.pageTotal', {
              amount: money(pageTotal, page.list[0]),
            })}
          </Typography>
        ) : null}
      </Box>
    </PageFrame>
  );
}
