import type {
  CustomsRuleVersionBody,
  ExchangeRateTableBody,
  MembershipVersionBody,
  OptionFeeVersionBody,
  RateCardImportResult,
  RateCardVersionBody,
  WarehouseTermsVersionBody,
} from '@skyparcel/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PRICE_OVERVIEW_QUERY_KEY } from './get-price-overview';

/** What each kind of version is sent as, and where (POST /admin/prices/…, decision 040). */
type PriceVersionBodies = {
  'rate-cards': RateCardVersionBody;
  'option-fees': OptionFeeVersionBody;
  'warehouse-terms': WarehouseTermsVersionBody;
  'customs-rules': CustomsRuleVersionBody;
  'exchange-rates': ExchangeRateTableBody;
  'membership-discounts': MembershipVersionBody;
};
export type PriceVersionKind = keyof PriceVersionBodies;

export function schedulePriceVersion<K extends PriceVersionKind>(
  kind: K,
  body: PriceVersionBodies[K],
) {
  return api.post<{ effectiveFrom: string }>(`/admin/prices/${kind}`, { body });
}

/** Schedules a new version of one kind; the page then shows it among the scheduled ones. */
export function useSchedulePriceVersion<K extends PriceVersionKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceVersionBodies[K]) => schedulePriceVersion(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_OVERVIEW_QUERY_KEY }),
  });
}

/** POST /admin/prices/rate-cards/import: a CSV file's cards, all of them or none. */
export function importRateCards(input: { csv: string; effectiveFrom?: Date | undefined }) {
  return api.post<RateCardImportResult>('/admin/prices/rate-cards/import', {
    body: { csv: input.csv },
    query: input.effectiveFrom ? { effectiveFrom: input.effectiveFrom.toISOString() } : {},
  });
}

export function useImportRateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRateCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_OVERVIEW_QUERY_KEY }),
  });
}
