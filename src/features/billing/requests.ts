// The billing grids' URL filters mapped to their list calls: values the contract does not know are dropped
// rather than sent (the server would refuse the whole call), and the bills' period range gets a default.
import type { ListRequest } from '@/components/ServerDataGrid';
import type { QueryBillsRequest, QueryOrdersRequest } from './api';
import {
  BILL_STATUSES,
  BILLING_MODES,
  ORDER_CATEGORIES,
  ORDER_STATUSES,
  PAY_TYPES,
  TRANSACTION_TYPES,
  type BillStatus,
} from './labels';

export const ORDER_FILTER_KEYS = [
  'category',
  'status',
  'billingMode',
  'payType',
  'transactionType',
  'dateFrom',
  'dateTo',
] as const;
export const ORDER_DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
/** The URL key of the order shown in the detail drawer (`order` is the grid's sort order). */
export const ORDER_DETAIL_KEY = 'detail';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

export function toOrderListRequest(request: ListRequest): QueryOrdersRequest {
  const { category, status, billingMode, payType, transactionType, dateFrom, dateTo, ...paging } = request;
  const body: QueryOrdersRequest = { ...paging };
  const filters = {
    category: oneOf(ORDER_CATEGORIES, category),
    status: oneOf(ORDER_STATUSES, status),
    billingMode: oneOf(BILLING_MODES, billingMode),
    payType: oneOf(PAY_TYPES, payType),
    transactionType: oneOf(TRANSACTION_TYPES, transactionType),
    dateFrom: typeof dateFrom === 'string' && DATE.test(dateFrom) ? dateFrom : undefined,
    dateTo: typeof dateTo === 'string' && DATE.test(dateTo) ? dateTo : undefined,
  };
  for (const [k, v] of Object.entries(filters)) if (v) Object.assign(body, { [k]: v });
  return body;
}

export const BILL_FILTER_KEYS = ['periodFrom', 'periodTo', 'status'] as const;
export const BILL_DEFAULT_SORT = { field: 'period', order: 'desc' } as const;
/** Months shown when the URL names no range: the last twelve billed months. */
export const DEFAULT_BILL_MONTHS = 12;

export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

/** `YYYY-MM` of a date, `offset` months away (UTC, as the platform bills). */
export function monthOf(date: Date, offset = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface PeriodRange {
  periodFrom: string;
  periodTo: string;
}

/**
 * The range the bills screen shows: the URL's months when valid and in order, else the last twelve billed months
 * (a month's bill is issued once it is over, so the range ends with last month).
 */
export function billRange(filters: Record<string, string | undefined>, today: Date = new Date()): PeriodRange {
  const to = isMonth(filters.periodTo) ? filters.periodTo : monthOf(today, -1);
  const from = isMonth(filters.periodFrom)
    ? filters.periodFrom
    : monthOf(new Date(`${to}-01T00:00:00Z`), 1 - DEFAULT_BILL_MONTHS);
  return from <= to ? { periodFrom: from, periodTo: to } : { periodFrom: to, periodTo: from };
}

export function toBillListRequest(request: ListRequest, range: PeriodRange): QueryBillsRequest {
  const { status, periodFrom: _from, periodTo: _to, ...paging } = request;
  const billStatus = oneOf<BillStatus>(BILL_STATUSES, status);
  return { ...paging, ...range, ...(billStatus ? { status: billStatus } : {}) };
}
