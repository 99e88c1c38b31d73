// Which catalogue price applies to a purchase: the one listed for its billing mode, payment and resource mode.
// A price without a payment is prepaid; a price without a resource mode is for shared resources (dedicated
// resources are listed with their own, higher prices). Shared by the console (what the enable form shows) and the
// mock (what the order costs), so the two always agree.

export interface ListedPrice {
  billingMode: string;
  payType?: string;
  resourceMode?: string;
  amount: number;
  currency?: string;
}

export interface PriceChoice {
  billingMode: string;
  payType?: string;
  resourceMode?: string;
}

export const payTypeOf = (p: { payType?: string }): string => p.payType ?? 'prepaid';
export const resourceModeOf = (p: { resourceMode?: string }): string => p.resourceMode ?? 'shared';

/** The prices listed for one resource mode (shared when none is given), in catalogue order. */
export function pricesForMode<P extends ListedPrice>(prices: readonly P[] | undefined, resourceMode?: string): P[] {
  const mode = resourceMode || 'shared';
  return (prices ?? []).filter((p) => resourceModeOf(p) === mode);
}

/** The price that applies to a choice; undefined when the catalogue lists none for it. */
export function priceFor<P extends ListedPrice>(prices: readonly P[] | undefined, choice: PriceChoice): P | undefined {
  const payType = choice.payType ?? 'prepaid';
  return pricesForMode(prices, choice.resourceMode).find(
    (p) => p.billingMode === choice.billingMode && payTypeOf(p) === payType,
  );
}
