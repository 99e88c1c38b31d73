// Pay or cancel an unpaid order, after a confirmation naming the order and its amount; the server's refusal is
// shown in the confirmation, which stays open.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatMoney } from '@/components/format';
import { notify } from '@/lib/notify';
import { useCancelOrderMutation, usePayOrderMutation, type Order } from '../api';

export type OrderAction = { kind: 'pay' | 'cancel'; order: Order };

export default function OrderActionDialog({ action, onClose }: { action: OrderAction | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const [pay, paying] = usePayOrderMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!action) return;
    setError(null);
    const { kind, order } = action;
    try {
      if (kind === 'pay') {
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
  const paysIt = action?.kind === 'pay';
  return (
    <ConfirmDialog
      open={action !== null}
      destructive={!paysIt}
      pending={paying.isLoading || cancelling.isLoading}
      error={error}
      title={paysIt ? t('billing:orders.payTitle', { id }) : t('billing:orders.cancelTitle', { id })}
      message={
        paysIt ? t('billing:orders.payMessage', { id, amount }) : t('billing:orders.cancelMessage', { id, amount })
      }
      confirmLabel={paysIt ? t('billing:orders.payConfirm') : t('billing:orders.cancelConfirm')}
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
