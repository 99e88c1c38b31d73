// A cost and quota check's answer (getSpendPreflight's data) for the screens that spend: a volume of 100 GiB the
// organisation can afford, changed by `over`.
import type { SpendPreflight } from '@/api/endpoints/billing';

export const preflightAnswer = (over: Partial<SpendPreflight> = {}): SpendPreflight => ({
  kind: 'storage',
  currency: 'CNY',
  unitPrice: 0.35,
  unit: 'gibMonth',
  quantity: 100,
  projectedCost: 35,
  payType: 'prepaid',
  balance: 1500,
  creditLimit: 20000,
  monthToDate: 4000,
  quota: { gpus: 16, instances: 20, storageGiB: 8192 },
  usage: { gpus: 10, instances: 4, storageGiB: 3500 },
  headroom: { gpus: 6, instances: 16, storageGiB: 4692 },
  adds: { gpus: 0, instances: 0, storageGiB: 100 },
  allowed: true,
  reasons: [],
  crossesThresholds: [],
  monthlyLimit: null,
  ...over,
});
