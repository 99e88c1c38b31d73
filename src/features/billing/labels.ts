// How the billing enums read (static i18n keys) and look (StatusChip tones).
import type { TFunction } from 'i18next';
import type { StatusTone } from '@/components/StatusChip';
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

export function categoryText(t: TFunction, value: OrderCategory): string {
  switch (value) {
    case 'gpuCompute':
      return t('billing:category.gpuCompute');
    case 'aiDeploy':
      return t('billing:category.aiDeploy');
    case 'storage':
      return t('billing:category.storage');
    case 'application':
      return t('billing:category.application');
    case 'apiService':
      return t('billing:category.apiService');
    case 'network':
      return t('billing:category.network');
    default:
      return String(value ?? '—');
  }
}

export function transactionText(t: TFunction, value: TransactionType | undefined): string {
  switch (value) {
    case 'purchase':
      return t('billing:transaction.purchase');
    case 'renewal':
      return t('billing:transaction.renewal');
    case 'upgrade':
      return t('billing:transaction.upgrade');
    case 'release':
      return t('billing:transaction.release');
    case 'refund':
      return t('billing:transaction.refund');
    default:
      return '—';
  }
}

export function billingModeText(t: TFunction, value: BillingMode): string {
  switch (value) {
    case 'daily':
      return t('billing:billingMode.daily');
    case 'monthly':
      return t('billing:billingMode.monthly');
    case 'annual':
      return t('billing:billingMode.annual');
    default:
      return String(value ?? '—');
  }
}

export function payTypeText(t: TFunction, value: PayType): string {
  switch (value) {
    case 'prepaid':
      return t('billing:payType.prepaid');
    case 'postpaid':
      return t('billing:payType.postpaid');
    default:
      return String(value ?? '—');
  }
}

export function orderStatusText(t: TFunction, value: OrderStatus | undefined): string {
  switch (value) {
    case 'unpaid':
      return t('billing:orderStatus.unpaid');
    case 'paid':
      return t('billing:orderStatus.paid');
    case 'active':
      return t('billing:orderStatus.active');
    case 'completed':
      return t('billing:orderStatus.completed');
    case 'cancelled':
      return t('billing:orderStatus.cancelled');
    case 'refunded':
      return t('billing:orderStatus.refunded');
    default:
      return '—';
  }
}

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

export function billStatusText(t: TFunction, value: BillStatus | undefined): string {
  switch (value) {
    case 'unpaid':
      return t('billing:billStatus.unpaid');
    case 'paid':
      return t('billing:billStatus.paid');
    case 'overdue':
      return t('billing:billStatus.overdue');
    default:
      return '—';
  }
}

const BILL_TONES: Record<BillStatus, StatusTone> = { unpaid: 'primary', paid: 'success', overdue: 'error' };
export const billStatusTone = (value: BillStatus | undefined): StatusTone => (value ? BILL_TONES[value] : 'default');
