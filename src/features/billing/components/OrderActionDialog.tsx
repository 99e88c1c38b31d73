// Pay or cancel an unpaid order, after a confirmation naming the order and its amount; the server's refusal is
// shown in the confirmation, which stays open. Paying spends the organisation's balance: the confirmation shows the
// cost check (price, balance, verdict) and a payment the balance cannot cover cannot be confirmed, so it is never
// sent (the server refuses it the same way).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatMoney } from '@/components/format';
import PreflightBlock from '@/components/preflight/PreflightBlock';
import { usePreflight } from '@/components/preflight/usePreflight';
import { notify } from '@/lib/notify';
import { useCancelOrderMutation, usePayOrderMutation, type Order } from '../api';

export type OrderAction = { kind: 'pay' | 'cancel'; order: Order };

export default function OrderActionDialog({ action, onClose }: { action: OrderAction | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const [pay, paying] = usePayOrderMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [error, setError] = useState<string | null>(null);
  const paysIt = action?.kind === 'pay';
  const preflight = usePreflight(paysIt ? { kind: 'order', orderId: action.order.orderId } : null);

  const confirm = async () => {
    if (!action) return;
    setError(null);
    const { kind, order } = action;
    try {
      if (kind === 'pay') {
        if (preflight.blocked) return;
        await pay({ orderId: order.orderId }).unwrap();
        notify.success(t('billing:orders.paid', { id: order.orderId }));
      } else {
        await cancel({ orderId: order.orderId }).unwrap();
        notify.success(t('billing:orders.cancelled', { id: order.orderId }));
      }
      onClose();
    } catch (e) {
      setError(apiErrorText(e, kind === 'pay' ? t('billing:orders.payFailed') : t('billing:orders.cancelFailed')));
    }
  };

  const id = action?.order.orderId ?? '';
  const amount = action ? formatMoney(action.order.amount, i18n.language, action.order.currency ?? 'CNY') : '';
  return (
    <ConfirmDialog
      open={action !== null}
      destructive={!paysIt}
      pending={paying.isLoading || cancelling.isLoading}
      error={error}
      title={paysIt ? t('billing:orders.payTitle', { id }) : t('billing:orders.cancelTitle', { id })}
      message={
        paysIt ? (
          <>
            {t('billing:orders.payMessage', { id, amount })}
            <PreflightBlock preflight={preflight} />
          </>
        ) : (
          t('billing:orders.cancelMessage', { id, amount })
        )
      }
      confirmLabel={paysIt ? t('billing:orders.payConfirm') : t('billing:orders.cancelConfirm')}
      confirmDisabled={paysIt && preflight.blocked}
      // "Cancel" beside "Cancel order" would say the same twice.
      cancelLabel={paysIt ? undefined : t('billing:orders.keepOrder')}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
