// One order in a side drawer (getOrder): what was bought and how it is billed, the billing detail lines, the
// linked order (a button that opens it here) and the settlement; an unpaid order can be paid or cancelled.
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CopyButton from '@/components/CopyButton';
import DetailDrawer from '@/components/DetailDrawer';
import { formatDateTime, formatMoney, formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import LoadFailed from '@/components/LoadFailed';
import Permitted from '@/components/Permitted';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { useGetOrderQuery, type Order, type OrderDetail } from '../api';
import {
  billingModeText,
  categoryText,
  orderStatusText,
  orderStatusTone,
  payTypeText,
  transactionText,
} from '../labels';

/** Billing units the platform uses, in the reader's language; anything else is shown as it comes. */
export function unitText(t: TFunction, unit: string | undefined): string {
  switch (unit) {
    case 'day':
      return t('billing:units.day');
    case 'month':
      return t('billing:units.month');
    case 'year':
      return t('billing:units.year');
    default:
      return unit ?? '';
  }
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2.5 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Details({
  order,
  onOpenOrder,
  onAct,
}: {
  order: OrderDetail;
  onOpenOrder(orderId: string): void;
  onAct(kind: 'pay' | 'cancel', order: Order): void;
}) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  // A Basic Member pays or cancels only the orders they placed.
  const mayAct = useAccess().can('buy', { owner: order.createdBy });
  const lang = i18n.language;
  const money = (v: number | undefined | null) => formatMoney(v, lang, order.currency ?? 'CNY');
  const linked = order.linkedOrder;
  const settlement = order.settlement;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip
          label={orderStatusText(t, order.status)}
          tone={orderStatusTone(order.status)}
          status={order.status}
          testId="order-detail-status"
        />
        <Typography variant="h3" component="p" sx={{ fontSize: 20, fontWeight: 600 }} data-testid="order-detail-amount">
          {money(order.amount)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {order.status === 'unpaid' ? (
          <>
            <Permitted allowed={mayAct}>
              <Button size="small" variant="contained" disabled={!mayAct} onClick={() => onAct('pay', order)}>
                {t('billing:orders.pay')}
              </Button>
            </Permitted>
            <Permitted allowed={mayAct}>
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={!mayAct}
                onClick={() => onAct('cancel', order)}
              >
                {t('billing:orders.cancel')}
              </Button>
            </Permitted>
          </>
        ) : null}
      </Stack>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(110px, max-content) 1fr',
          columnGap: 2,
          rowGap: 0.75,
          mt: 2,
          mb: 0,
        }}
      >
        <Field label={t('billing:orders.columns.orderId')} testId="order-detail-id">
          <IdCell text={order.orderId} copyLabel={t('billing:copyId', { id: order.orderId })} />
        </Field>
        <Field label={t('billing:orders.columns.category')}>{categoryText(t, order.category)}</Field>
        <Field label={t('billing:orders.columns.serviceType')}>{order.serviceType ?? '—'}</Field>
        <Field label={t('billing:orders.columns.configuration')}>{order.configuration ?? '—'}</Field>
        <Field label={t('billing:orders.columns.transactionType')}>{transactionText(t, order.transactionType)}</Field>
        <Field label={t('billing:orders.columns.billingMode')} testId="order-detail-billing-mode">
          {billingModeText(t, order.billingMode)}
        </Field>
        <Field label={t('billing:orders.columns.payType')}>{payTypeText(t, order.payType)}</Field>
        <Field label={t('billing:orders.columns.price')}>{money(order.price)}</Field>
        <Field label={t('billing:orders.columns.quantity')}>{formatNumber(order.quantity, lang)}</Field>
        <Field label={t('billing:orders.columns.serviceName')}>{order.serviceName ?? '—'}</Field>
        <Field label={t('billing:orders.columns.serviceAddress')}>
          {order.serviceAddress ?? '—'}
          {order.serviceAddress ? (
            <CopyButton
              text={order.serviceAddress}
              label={t('billing:copyAddress', { address: order.serviceAddress })}
            />
          ) : null}
        </Field>
        <Field label={t('billing:orders.columns.payOrg')}>
          {order.payOrgName ?? '—'}
          {order.payOrgAddr ? ` (${order.payOrgAddr})` : ''}
        </Field>
        <Field label={t('billing:orders.source')}>
          {order.cprsSource === 'org' ? t('billing:orders.sourceOrg') : t('billing:orders.sourceIndiv')}
        </Field>
        <Field label={t('billing:orders.columns.createdAt')}>{formatDateTime(order.createdAt, lang)}</Field>
        <Field label={t('billing:orders.paidAt')}>{formatDateTime(order.paidAt, lang)}</Field>
      </Box>

      <Section title={t('billing:orders.detail.billing')}>
        {order.billingDetail.length ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('billing:orders.detail.billing')} data-testid="order-billing-detail">
              <TableHead>
                <TableRow>
                  <TableCell>{t('billing:orders.detail.item')}</TableCell>
                  <TableCell align="right">{t('billing:orders.columns.quantity')}</TableCell>
                  <TableCell align="right">{t('billing:orders.detail.unitPrice')}</TableCell>
                  <TableCell align="right">{t('billing:orders.columns.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.billingDetail.map((line, i) => (
                  <TableRow key={`${line.item}-${i}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.item}</TableCell>
                    <TableCell align="right">
                      {formatNumber(line.quantity, lang)} {unitText(t, line.unit)}
                    </TableCell>
                    <TableCell align="right">{money(line.unitPrice)}</TableCell>
                    <TableCell align="right">{money(line.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('billing:orders.detail.noLines')}
          </Typography>
        )}
      </Section>

      <Section title={t('billing:orders.detail.linked')}>
        {linked ? (
          <Box data-testid="order-linked">
            <Button
              variant="outlined"
              size="small"
              startIcon={<LinkOutlined />}
              onClick={() => onOpenOrder(linked.orderId)}
              aria-label={t('billing:orders.detail.openLinked', { id: linked.orderId })}
              data-testid="order-linked-open"
            >
              {linked.orderId}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {[
                transactionText(t, linked.transactionType),
                orderStatusText(t, linked.status),
                money(linked.amount),
                formatDateTime(linked.createdAt, lang),
              ].join(' · ')}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="order-linked-none">
            {t('billing:orders.detail.noLinked')}
          </Typography>
        )}
      </Section>

      <Section title={t('billing:orders.detail.settlement')}>
        {settlement ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(110px, max-content) 1fr',
              columnGap: 2,
              rowGap: 0.75,
              m: 0,
            }}
            data-testid="order-settlement"
          >
            <Field label={t('billing:orders.detail.settledQuantity')}>
              {formatNumber(settlement.quantity, lang)} {unitText(t, settlement.unit)}
            </Field>
            <Field label={t('billing:orders.detail.settledPrice')}>{money(settlement.price)}</Field>
            <Field label={t('billing:orders.detail.settledAmount')}>{money(settlement.amount)}</Field>
            <Field label={t('billing:orders.detail.settledAt')}>{formatDateTime(settlement.settledAt, lang)}</Field>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="order-settlement-none">
            {t('billing:orders.detail.notSettled')}
          </Typography>
        )}
      </Section>
    </>
  );
}

export interface OrderDetailDrawerProps {
  orderId: string | null;
  onClose(): void;
  onOpenOrder(orderId: string): void;
  onAct(kind: 'pay' | 'cancel', order: Order): void;
}

export default function OrderDetailDrawer({ orderId, onClose, onOpenOrder, onAct }: OrderDetailDrawerProps) {
  const { t } = useTranslation(['billing', 'common']);
  const { data, currentData, error, isFetching, refetch } = useGetOrderQuery(
    { orderId: orderId ?? '' },
    { skip: !orderId },
  );
  const order = currentData?.data ?? (data?.data?.orderId === orderId ? data?.data : undefined);

  return (
    <DetailDrawer
      open={Boolean(orderId)}
      title={t('billing:orders.detail.title', { id: orderId ?? '' })}
      onClose={onClose}
      width={{ xs: '100%', sm: 560 }}
      padding={{ xs: 2, sm: 3 }}
      divider
      testId="order-detail"
    >
      {order ? (
        <Details order={order} onOpenOrder={onOpenOrder} onAct={onAct} />
      ) : error && !isFetching ? (
        <LoadFailed text={t('billing:orders.detail.failed')} onRetry={() => void refetch()} />
      ) : (
        <Box role="status" aria-label={t('common:states.loading')}>
          <Skeleton height={32} />
          <Skeleton height={160} />
          <Skeleton height={80} />
        </Box>
      )}
    </DetailDrawer>
  );
}
