import type { CouponList, CouponUses } from '@skyparcel/domain/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PRICE_OVERVIEW_QUERY_KEY } from './get-price-overview';

/** Under the price pages' key, so any change on them refreshes the coupons too. */
export const COUPONS_QUERY_KEY = [...PRICE_OVERVIEW_QUERY_KEY, 'coupons'] as const;

export function getCouponsQueryOptions() {
  return queryOptions({
    queryKey: COUPONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CouponList>('/admin/coupons', { signal }),
  });
}

/** GET /admin/coupons: every coupon with its rule, window, uses and state (decision 045). */
export function useCoupons() {
  return useQuery(getCouponsQueryOptions());
}

/** GET /admin/coupons/{couponId}/uses: who used it, on which ship request, when, how much. */
export function useCouponUses(couponId: string) {
  return useQuery({
    queryKey: [...COUPONS_QUERY_KEY, couponId, 'uses'],
    queryFn: ({ signal }) =>
      api.get<CouponUses>(`/admin/coupons/${encodeURIComponent(couponId)}/uses`, { signal }),
  });
}
