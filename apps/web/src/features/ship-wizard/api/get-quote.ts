import type { ShippingOptionCode, ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type QuoteInput = {
  warehouseId: string;
  destinationCode: string;
  packageIds: readonly string[];
  options: readonly ShippingOptionCode[];
  couponCode: string;
  justCredit: boolean;
};

/**
 * POST /shipping/warehouses/{originCode}/shipping-discount: the quote of the ship request as it
 * stands (every line with its reason, the total in the customer's currency at the month's rate).
 * A refused coupon is the call's error (COUPON_EXPIRED…).
 */
export function getQuoteQueryOptions(input: QuoteInput) {
  return queryOptions({
    queryKey: ['shipping', 'quote', input],
    queryFn: ({ signal }) =>
      api.post<ShipRequestQuoteDto>(
        `/shipping/warehouses/${encodeURIComponent(input.warehouseId)}/shipping-discount`,
        {
          body: {
            packageIds: input.packageIds,
            destinationCode: input.destinationCode,
            options: input.options,
            justCredit: input.justCredit,
            couponCode: input.couponCode || undefined,
          },
          signal,
        },
      ),
    retry: false,
  });
}

export function useQuote(input: QuoteInput) {
  return useQuery({ ...getQuoteQueryOptions(input), placeholderData: keepPreviousData });
}
