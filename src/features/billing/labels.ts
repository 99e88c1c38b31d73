// How the billing enums read (static i18n keys) and look (StatusChip tones).
import type { StatusTone } from '@/components/StatusChip';
import { enumText } from '@/lib/enumText';
import type { Bill, BillingMode, OrderCategory, OrderStatus, PayType, TransactionType } from './api';

export const ORDER_CATEGORIES: readonly OrderCategory[] = [
  'gpuCompute',
  'aiDeploy',
  'storage',
  'application',
  'apiService',
  'network',
];
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'unpaid',
  'paid',
  'active',
  'completed',
  'cancelled',
  'refunded',
];
export const BILLING_MODES: readonly BillingMode[] = ['daily', 'monthly', 'annual'];
export const PAY_TYPES: readonly PayType[] = ['prepaid', 'postpaid'];
export const TRANSACTION_TYPES: readonly TransactionType[] = ['purchase', 'renewal', 'upgrade', 'release', 'refund'];
export type BillStatus = NonNullable<Bill['status']>;
export const BILL_STATUSES: readonly BillStatus[] = ['unpaid', 'paid', 'overdue'];

export const categoryText = enumText<OrderCategory>('billing:category', ORDER_CATEGORIES, (value) =>
  String(value ?? '—'),
);

export const transactionText = enumText<TransactionType>('billing:transaction', TRANSACTION_TYPES);

export const billingModeText = enumText<BillingMode>('billing:billingMode', BILLING_MODES, (value) =>
  String(value ?? '—'),
);

export const payTypeText = enumText<PayType>('billing:payType', PAY_TYPES, (value) => String(value ?? '—'));

export const orderStatusText = enumText<OrderStatus>('billing:orderStatus', ORDER_STATUSES);

// Filled info and warning chips fall short of WCAG AA contrast with MUI's default palette; these tones pass.
const ORDER_TONES: Record<OrderStatus, StatusTone> = {
  unpaid: 'primary',
  paid: 'success',
  active: 'success',
  completed: 'default',
  cancelled: 'default',
  refunded: 'default',
};
export const orderStatusTone = (value: OrderStatus): StatusTone => ORDER_TONES[value] ?? 'default';

export const billStatusText = enumText<BillStatus>('billing:billStatus', BILL_STATUSES);

const BILL_TONES: Record<BillStatus, StatusTone> = { unpaid: 'primary', paid: 'success', overdue: 'error' };
export const billStatusTone = (value: BillStatus | undefined): StatusTone => (value ? BILL_TONES[value] : 'default');
