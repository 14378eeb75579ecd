import type { PriceOverview } from '@skyparcel/domain/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the price pages starts with this key, so a change refreshes them all. */
export const PRICE_OVERVIEW_QUERY_KEY = ['admin-prices'] as const;

export function getPriceOverviewQueryOptions() {
  return queryOptions({
    queryKey: PRICE_OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => api.get<PriceOverview>('/admin/prices', { signal }),
  });
}

/** GET /admin/prices: each kind of price data, the version in force first, then the scheduled. */
export function usePriceOverview() {
  return useQuery(getPriceOverviewQueryOptions());
}
