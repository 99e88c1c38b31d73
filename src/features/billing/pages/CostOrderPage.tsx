// /cost-order: the organisation's orders — server paging, sorting, keyword and filters (category, status,
// billing mode, payment, transaction type, created date range) in the URL and sent to the server; a detail drawer
// (`?detail=<orderId>`) with the linked order one click away; pay or cancel an unpaid order after a confirmation.
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import CellText from '@/components/CellText';
import CopyButton from '@/components/CopyButton';
import FilterSelect from '@/components/FilterSelect';
import DateField from '@/components/form/DateField';
import { formatDateTime, formatMoney, formatNumber } from '@/components/format';
import ListPage from '@/components/ListPage';
import Permitted from '@/components/Permitted';
import { useFetchAllRows, useGridUrlState, type ListRequest } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import {
  billingApi,
  useQueryOrdersQuery,
  type BillingMode,
  type Order,
  type OrderCategory,
  type OrderStatus,
  type PayType,
  type TransactionType,
} from '../api';
import OrderActionDialog, { type OrderAction } from '../components/OrderActionDialog';
import OrderDetailDrawer from '../components/OrderDetailDrawer';
import {
  BILLING_MODES,
  billingModeText,
  categoryText,
  ORDER_CATEGORIES,
  ORDER_STATUSES,
  orderStatusText,
  orderStatusTone,
  PAY_TYPES,
  payTypeText,
  TRANSACTION_TYPES,
  transactionText,
} from '../labels';
import { ORDER_DEFAULT_SORT, ORDER_DETAIL_KEY, ORDER_FILTER_KEYS, toOrderListRequest } from '../requests';

/** The grid's row key (one function for every render). */
const ORDER_ID = (o: Order) => o.orderId;

export default function CostOrderPage() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const access = useAccess();
  const lang = i18n.language;
  const grid = useGridUrlState({ defaultSort: ORDER_DEFAULT_SORT, filterKeys: ORDER_FILTER_KEYS });
  const request = useMemo(() => toOrderListRequest(grid.request), [grid.request]);
  const { data, currentData, error, isFetching, refetch } = useQueryOrdersQuery(request);
  const fetchAllRows = useFetchAllRows(billingApi.endpoints.queryOrders, request as unknown as ListRequest);
  const [params, setParams] = useSearchParams();
  const detailId = params.get(ORDER_DETAIL_KEY);

  const [action, setAction] = useState<OrderAction | null>(null);

  const openDetail = useCallback(
    (orderId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(ORDER_DETAIL_KEY, orderId);
        return next;
      }),
    [setParams],
  );
  const closeDetail = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_DETAIL_KEY);
        return next;
      },
      { replace: true },
    );

  const page = data?.data;
  const filters = grid.model.filters;
  const money = useCallback((v: number | undefined, row: Order) => formatMoney(v, lang, row.currency ?? 'CNY'), [lang]);

  const columns = useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'orderId',
        headerName: t('billing:orders.columns.orderId'),
        width: 140,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => openDetail(row.orderId)}
              aria-label={t('billing:orders.detailsOf', { id: row.orderId })}
            >
              {row.orderId}
            </Link>
            <CopyButton text={row.orderId} label={t('billing:copyId', { id: row.orderId })} />
          </Box>
        ),
      },
      {
        field: 'category',
        headerName: t('billing:orders.columns.category'),
        width: 110,
        valueFormatter: (value: OrderCategory) => categoryText(t, value),
        renderCell: ({ row }) => <CellText text={categoryText(t, row.category)} />,
      },
      {
        field: 'serviceType',
        headerName: t('billing:orders.columns.serviceType'),
        width: 120,
        renderCell: ({ row }) => <CellText text={row.serviceType} />,
      },
      {
        field: 'configuration',
        headerName: t('billing:orders.columns.configuration'),
        minWidth: 170,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => <CellText text={row.configuration} />,
      },
      {
        field: 'billingMode',
        headerName: t('billing:orders.columns.billingMode'),
        width: 100,
        valueFormatter: (value: BillingMode) => billingModeText(t, value),
      },
      {
        field: 'payType',
        headerName: t('billing:orders.columns.payType'),
        width: 95,
        valueFormatter: (value: PayType) => payTypeText(t, value),
      },
      {
        field: 'amount',
        headerName: t('billing:orders.columns.amount'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number, row: Order) => money(value, row),
      },
      {
        field: 'status',
        headerName: t('billing:orders.columns.status'),
        width: 105,
        renderCell: ({ row }) => (
          <StatusChip label={orderStatusText(t, row.status)} tone={orderStatusTone(row.status)} status={row.status} />
        ),
        valueFormatter: (value: OrderStatus) => orderStatusText(t, value),
      },
      {
        field: 'transactionType',
        headerName: t('billing:orders.columns.transactionType'),
        width: 110,
        valueFormatter: (value: TransactionType | undefined) => transactionText(t, value),
      },
      {
        field: 'price',
        headerName: t('billing:orders.columns.price'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number | undefined, row: Order) => money(value, row),
      },
      {
        field: 'quantity',
        headerName: t('billing:orders.columns.quantity'),
        type: 'number',
        width: 80,
        valueFormatter: (value: number | undefined) => formatNumber(value, lang),
      },
      {
        field: 'serviceName',
        headerName: t('billing:orders.columns.service'),
        minWidth: 170,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <CellText text={row.serviceName} lines={1} />
            {row.serviceAddress ? (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                {row.serviceAddress}
              </Box>
            ) : null}
          </Box>
        ),
        valueGetter: (_v: unknown, row: Order) =>
          [row.serviceName, row.serviceAddress].filter(Boolean).join(' / ') || '—',
      },
      {
        field: 'payOrgName',
        headerName: t('billing:orders.columns.payOrg'),
        width: 130,
        renderCell: ({ row }) => <CellText text={row.payOrgName} />,
      },
      {
        field: 'createdAt',
        headerName: t('billing:orders.columns.createdAt'),
        width: 160,
        valueFormatter: (value: string | undefined) => formatDateTime(value, lang),
        renderCell: ({ row }) => <CellText text={formatDateTime(row.createdAt, lang)} />,
      },
      {
        ...actionsColumn(t('billing:orders.columns.actions'), 170),
        renderCell: ({ row }) => {
          // A Basic Member pays or cancels only the orders they placed: said before the server would refuse.
          const mayAct = access.can('buy', { owner: row.createdBy });
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Tooltip title={t('billing:orders.details')}>
                <IconButton
                  size="small"
                  aria-label={t('billing:orders.detailsOf', { id: row.orderId })}
                  onClick={() => openDetail(row.orderId)}
                >
                  <InfoOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              {row.status === 'unpaid' ? (
                <>
                  <Permitted allowed={mayAct}>
                    <Button
                      size="small"
                      sx={{ minWidth: 0 }}
                      aria-label={t('billing:orders.payOf', { id: row.orderId })}
                      disabled={!mayAct}
                      onClick={() => setAction({ kind: 'pay', order: row })}
                    >
                      {t('billing:orders.pay')}
                    </Button>
                  </Permitted>
                  <Permitted allowed={mayAct}>
                    <Button
                      size="small"
                      color="error"
                      sx={{ minWidth: 0 }}
                      aria-label={t('billing:orders.cancelOf', { id: row.orderId })}
                      disabled={!mayAct}
                      onClick={() => setAction({ kind: 'cancel', order: row })}
                    >
                      {t('billing:orders.cancelShort')}
                    </Button>
                  </Permitted>
                </>
              ) : null}
            </Box>
          );
        },
      },
    ],
    [t, lang, money, openDetail, access],
  );

  const select = (
    key: (typeof ORDER_FILTER_KEYS)[number],
    label: string,
    allLabel: string,
    options: { value: string; label: string }[],
  ) => (
    <FilterSelect
      testId={`order-${key}-filter`}
      label={label}
      allLabel={allLabel}
      value={filters[key] ?? ''}
      options={options}
      onChange={(v) => grid.setFilter(key, v)}
    />
  );

  return (
    <ListPage<Order>
      routeKey="costOrder"
      testId="orders-grid"
      // The actions are the last column, kept in view at the right edge (every column rendered).
      pinnedRight="actions"
      columns={columns}
      {...listGridProps(page, isFetching && !currentData, error, refetch)}
      getRowId={ORDER_ID}
      state={grid}
      searchPlaceholder={t('billing:orders.search')}
      exportFileName="orders"
      fetchAllRows={fetchAllRows}
      rowHeight={56}
      allColumns
      filters={
        <>
          {select(
            'category',
            t('billing:orders.columns.category'),
            t('billing:orders.filters.allCategories'),
            ORDER_CATEGORIES.map((v) => ({ value: v, label: categoryText(t, v) })),
          )}
          {select(
            'status',
            t('billing:orders.columns.status'),
            t('billing:orders.filters.allStatuses'),
            ORDER_STATUSES.map((v) => ({ value: v, label: orderStatusText(t, v) })),
          )}
          {select(
            'billingMode',
            t('billing:orders.columns.billingMode'),
            t('billing:orders.filters.allBillingModes'),
            BILLING_MODES.map((v) => ({ value: v, label: billingModeText(t, v) })),
          )}
          {select(
            'payType',
            t('billing:orders.columns.payType'),
            t('billing:orders.filters.allPayTypes'),
            PAY_TYPES.map((v) => ({ value: v, label: payTypeText(t, v) })),
          )}
          {select(
            'transactionType',
            t('billing:orders.columns.transactionType'),
            t('billing:orders.filters.allTransactionTypes'),
            TRANSACTION_TYPES.map((v) => ({ value: v, label: transactionText(t, v) })),
          )}
          <Box sx={{ width: 170 }}>
            <DateField
              label={t('billing:orders.filters.dateFrom')}
              value={filters.dateFrom ?? null}
              maxDate={filters.dateTo}
              clearable
              onChange={(v) => grid.setFilter('dateFrom', v)}
              testId="order-date-from"
            />
          </Box>
          <Box sx={{ width: 170 }}>
            <DateField
              label={t('billing:orders.filters.dateTo')}
              value={filters.dateTo ?? null}
              minDate={filters.dateFrom}
              clearable
              onChange={(v) => grid.setFilter('dateTo', v)}
              testId="order-date-to"
            />
          </Box>
        </>
      }
    >
      <OrderDetailDrawer
        orderId={detailId}
        onClose={closeDetail}
        onOpenOrder={openDetail}
        onAct={(kind, order) => setAction({ kind, order })}
      />
      <OrderActionDialog action={action} onClose={() => setAction(null)} />
    </ListPage>
  );
}
