// The cost and quota preflight of what a screen is about to buy (getSpendPreflight), asked again whenever the choice
// changes or the screen opens. A refused purchase blocks submit, so the request is never sent. While the check is
// under way, or when it cannot be read, submit stays open: the server refuses the same purchase with the same reason
// (docs/product-rules.md#cost-and-quota-preflight).
import { useGetSpendPreflightQuery, type GetSpendPreflightRequest, type SpendPreflight } from '@/api/endpoints/billing';

export type PreflightRequest = Omit<GetSpendPreflightRequest, 'ugroupAddr'>;

export interface Preflight {
  /** the request checked; null while the screen's choices are incomplete */
  request: PreflightRequest | null;
  data: SpendPreflight | null;
  isFetching: boolean;
  failed: boolean;
  refetch(): void;
  /** the check refused the purchase: submit is disabled and the request is never sent */
  blocked: boolean;
}

const NONE: PreflightRequest = { kind: 'storage', capacityGiB: 1 };

export function usePreflight(request: PreflightRequest | null): Preflight {
  const result = useGetSpendPreflightQuery(request ?? NONE, { skip: !request, refetchOnMountOrArgChange: true });
  const data = request ? (result.currentData?.data ?? null) : null;
  const failed = Boolean(request) && !result.isFetching && (Boolean(result.error) || !data);
  return {
    request,
    data: failed ? null : data,
    isFetching: Boolean(request) && result.isFetching,
    failed,
    refetch: () => void result.refetch(),
    blocked: Boolean(request) && !failed && !!data && !data.allowed,
  };
}
