// The billing grids' URL filters → list calls, the bills' default period range, and the chart's caption figures.
import { summarise } from '@/features/billing/components/ConsumptionChart';
import { BILLING_MODES, orderStatusTone, ORDER_STATUSES } from '@/features/billing/labels';
import { billRange, monthOf, toBillListRequest, toOrderListRequest } from '@/features/billing/requests';

describe('order list request', () => {
  it('sends every known filter to the server', () => {
    expect(
      toOrderListRequest({
        pageNum: 2,
        pageSize: 20,
        sortField: 'amount',
        sortOrder: 'desc',
        keyword: 'gpu',
        category: 'gpuCompute',
        status: 'unpaid',
        billingMode: 'monthly',
        payType: 'prepaid',
        transactionType: 'renewal',
        dateFrom: '2026-01-01',
        dateTo: '2026-03-31',
      }),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      sortField: 'amount',
      sortOrder: 'desc',
      keyword: 'gpu',
      category: 'gpuCompute',
      status: 'unpaid',
      billingMode: 'monthly',
      payType: 'prepaid',
      transactionType: 'renewal',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
    });
  });

  it('drops values the contract does not know instead of sending them', () => {
    expect(
      toOrderListRequest({
        pageNum: 1,
        pageSize: 10,
        billingMode: 'weekly',
        status: 'lost',
        dateFrom: '2026-13-01',
        dateTo: 'yesterday',
        category: 'gpuCompute',
      }),
    ).toEqual({ pageNum: 1, pageSize: 10, category: 'gpuCompute' });
  });

  it('knows the three billing modes of docs/product-rules.md#fixed-values', () => {
    expect(BILLING_MODES).toEqual(['daily', 'monthly', 'annual']);
  });

  it('marks unpaid orders as needing attention, in tones that pass AA contrast', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual([
      'primary',
      'success',
      'success',
      'default',
      'default',
      'default',
    ]);
  });
});

describe('bill period range', () => {
  const today = new Date('2026-11-23T09:00:00Z');

  it('is the last twelve billed months when the URL names none', () => {
    expect(billRange({}, today)).toEqual({ periodFrom: '2025-11', periodTo: '2026-10' });
  });

  it('takes the URL’s months, one end defaulting from the other', () => {
    expect(billRange({ periodFrom: '2026-01', periodTo: '2026-06' }, today)).toEqual({
      periodFrom: '2026-01',
      periodTo: '2026-06',
    });
    expect(billRange({ periodTo: '2026-03' }, today)).toEqual({ periodFrom: '2025-04', periodTo: '2026-03' });
  });

  it('ignores malformed months and puts the ends in order', () => {
    expect(billRange({ periodFrom: '2026-13', periodTo: 'now' }, today)).toEqual({
      periodFrom: '2025-11',
      periodTo: '2026-10',
    });
    expect(billRange({ periodFrom: '2026-06', periodTo: '2026-01' }, today)).toEqual({
      periodFrom: '2026-01',
      periodTo: '2026-06',
    });
  });

  it('steps over year ends', () => {
    expect(monthOf(new Date('2026-01-15T00:00:00Z'), -1)).toBe('2025-12');
    expect(monthOf(new Date('2026-01-15T00:00:00Z'), 12)).toBe('2027-01');
  });

  it('sends the range and a known status with the page', () => {
    const range = { periodFrom: '2026-01', periodTo: '2026-06' };
    expect(toBillListRequest({ pageNum: 1, pageSize: 10, status: 'overdue', periodFrom: 'x' }, range)).toEqual({
      pageNum: 1,
      pageSize: 10,
      periodFrom: '2026-01',
      periodTo: '2026-06',
      status: 'overdue',
    });
    expect(toBillListRequest({ pageNum: 1, pageSize: 10, status: 'late' }, range)).not.toHaveProperty('status');
  });
});

describe('consumption summary', () => {
  it('totals the periods and names the highest and lowest', () => {
    const s = summarise([
      { period: '2026-01', consumption: 100.1, actualPayment: 90 },
      { period: '2026-02', consumption: 300.2, actualPayment: 280.05 },
      { period: '2026-03', consumption: 50, actualPayment: 0 },
    ]);
    expect(s.total).toBe(450.3);
    expect(s.paid).toBe(370.05);
    expect(s.highest?.period).toBe('2026-02');
    expect(s.lowest?.period).toBe('2026-03');
  });

  it('has nothing to name without periods', () => {
    expect(summarise([])).toEqual({ total: 0, paid: 0, highest: null, lowest: null });
  });
});
