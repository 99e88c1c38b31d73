// The shared preflight rule (src/validation/preflight.ts): affordability, quotas, budget thresholds and the budget
// form's values, at their edges.
import en from '@/i18n/locales/en-US/preflight.json';
import ja from '@/i18n/locales/ja-JP/preflight.json';
import zh from '@/i18n/locales/zh-CN/preflight.json';
import {
  REFUSAL_MESSAGES,
  REFUSAL_REASONS,
  checkBudget,
  crossedThresholds,
  headroom,
  preflight,
  projectedCost,
  type Budget,
  type Funds,
  type Resources,
} from '@/validation/preflight';

const quota: Resources = { gpus: 16, instances: 20, storageGiB: 1000 };
const usage: Resources = { gpus: 10, instances: 19, storageGiB: 900 };
const funds: Funds = { balance: 1500, creditLimit: 20000, monthToDate: 4000 };
const budget: Budget = { monthlyLimit: 10000, thresholds: [50, 80, 100] };
const org = { quota, usage, funds, budget };
const none: Resources = { gpus: 0, instances: 0, storageGiB: 0 };

describe('affordability', () => {
  it('allows a prepaid purchase up to the balance, to the cent', () => {
    expect(preflight({ payType: 'prepaid', cost: 1500, adds: none }, org)).toMatchObject({
      allowed: true,
      reasons: [],
    });
    expect(preflight({ payType: 'prepaid', cost: 1500.01, adds: none }, org).reasons).toEqual(['INSUFFICIENT_BALANCE']);
    // floating point sums do not refuse an exact balance
    expect(
      preflight({ payType: 'prepaid', cost: 0.1 + 0.2, adds: none }, { ...org, funds: { ...funds, balance: 0.3 } })
        .allowed,
    ).toBe(true);
  });

  it('allows a postpaid purchase while the month stays within the credit limit', () => {
    expect(preflight({ payType: 'postpaid', cost: 16000, adds: none }, org).allowed).toBe(true);
    expect(preflight({ payType: 'postpaid', cost: 16000.01, adds: none }, org).reasons).toEqual([
      'CREDIT_LIMIT_EXCEEDED',
    ]);
    // the balance does not matter to a postpaid purchase, nor the credit limit to a prepaid one
    expect(preflight({ payType: 'postpaid', cost: 5000, adds: none }, org).allowed).toBe(true);
    expect(
      preflight({ payType: 'prepaid', cost: 100, adds: none }, { ...org, funds: { ...funds, monthToDate: 1e9 } })
        .allowed,
    ).toBe(true);
  });

  it('allows a free purchase even with nothing left', () => {
    const broke = { ...org, funds: { balance: 0, creditLimit: 0, monthToDate: 0 } };
    expect(preflight({ payType: 'prepaid', cost: 0, adds: none }, broke).allowed).toBe(true);
    expect(preflight({ payType: 'postpaid', cost: 0, adds: none }, broke).allowed).toBe(true);
  });
});

describe('quotas', () => {
  it('allows up to the headroom and refuses one more, per resource', () => {
    expect(
      preflight({ payType: 'postpaid', cost: 0, adds: { gpus: 6, instances: 1, storageGiB: 100 } }, org).allowed,
    ).toBe(true);
    expect(
      preflight({ payType: 'postpaid', cost: 0, adds: { gpus: 7, instances: 0, storageGiB: 0 } }, org).reasons,
    ).toEqual(['GPU_QUOTA_EXCEEDED']);
    expect(
      preflight({ payType: 'postpaid', cost: 0, adds: { gpus: 0, instances: 2, storageGiB: 0 } }, org).reasons,
    ).toEqual(['INSTANCE_QUOTA_EXCEEDED']);
    expect(
      preflight({ payType: 'postpaid', cost: 0, adds: { gpus: 0, instances: 0, storageGiB: 101 } }, org).reasons,
    ).toEqual(['STORAGE_QUOTA_EXCEEDED']);
  });

  it('lists every reason in the order they are checked', () => {
    const v = preflight({ payType: 'prepaid', cost: 99999, adds: { gpus: 64, instances: 5, storageGiB: 5000 } }, org);
    expect(v.reasons).toEqual([
      'GPU_QUOTA_EXCEEDED',
      'INSTANCE_QUOTA_EXCEEDED',
      'STORAGE_QUOTA_EXCEEDED',
      'INSUFFICIENT_BALANCE',
    ]);
    expect(REFUSAL_REASONS.filter((r) => v.reasons.includes(r))).toEqual(v.reasons);
  });

  it('never answers a negative headroom; an organisation over its quota may still buy what adds nothing', () => {
    const over = { ...org, usage: { gpus: 20, instances: 25, storageGiB: 2000 } };
    expect(headroom(quota, over.usage)).toEqual(none);
    expect(preflight({ payType: 'prepaid', cost: 10, adds: none }, over).allowed).toBe(true);
    expect(preflight({ payType: 'prepaid', cost: 10, adds: { ...none, gpus: 1 } }, over).reasons).toEqual([
      'GPU_QUOTA_EXCEEDED',
    ]);
  });
});

describe('budget thresholds', () => {
  it('has crossed a threshold once the month reaches its share of the budget', () => {
    expect(crossedThresholds(4999.99, budget)).toEqual([]);
    expect(crossedThresholds(5000, budget)).toEqual([50]);
    expect(crossedThresholds(10000, budget)).toEqual([50, 80, 100]);
    expect(crossedThresholds(1e9, { monthlyLimit: null, thresholds: [50] })).toEqual([]);
  });

  it('names the thresholds a purchase would newly cross, without refusing it', () => {
    const v = preflight({ payType: 'postpaid', cost: 3999.99, adds: none }, org);
    expect(v).toMatchObject({ allowed: true, crossesThresholds: [50] });
    const past = { ...org, funds: { ...funds, monthToDate: 6000 } };
    expect(preflight({ payType: 'postpaid', cost: 5000, adds: none }, past).crossesThresholds).toEqual([80, 100]);
  });

  it('projects cost in cents', () => {
    expect(projectedCost(0.35, 3)).toBe(1.05);
    expect(projectedCost(237.6, 7)).toBe(1663.2);
  });
});

describe('the budget form', () => {
  it.each([
    [{ monthlyLimit: 1, thresholds: [1] }, null],
    [{ monthlyLimit: 100_000_000, thresholds: [20, 40, 60, 80, 100] }, null],
    [{ monthlyLimit: null, thresholds: [50, 80, 100] }, null],
    [{ monthlyLimit: 99.99, thresholds: [100] }, null],
    [{ monthlyLimit: 0.99, thresholds: [50] }, 'budgetLimit'],
    [{ monthlyLimit: 100_000_000.01, thresholds: [50] }, 'budgetLimit'],
    [{ monthlyLimit: 10.001, thresholds: [50] }, 'budgetLimit'],
    [{ monthlyLimit: Number.NaN, thresholds: [50] }, 'budgetLimit'],
    [{ monthlyLimit: '100', thresholds: [50] }, 'budgetLimit'],
    [{ monthlyLimit: 100, thresholds: [] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: [10, 20, 30, 40, 50, 60] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: [0] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: [101] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: [50.5] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: [80, 50] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: [50, 50] }, 'budgetThresholds'],
    [{ monthlyLimit: 100, thresholds: '50' }, 'budgetThresholds'],
  ])('%j → %s', (b, problem) => {
    expect(checkBudget(b)).toBe(problem);
  });
});

describe('texts', () => {
  it('every refusal has its text and its way out in the three languages', () => {
    for (const texts of [en, zh, ja]) {
      for (const r of REFUSAL_REASONS) {
        expect(REFUSAL_MESSAGES[r]).toBe(`preflight:refusal.${r}`);
        expect(texts.refusal[r]).toBeTruthy();
        expect(texts.fix[r]).toBeTruthy();
      }
    }
  });
});
