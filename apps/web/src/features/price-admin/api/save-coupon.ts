import type { CouponBody, CouponDto } from '@skyparcel/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

/**
 * POST /admin/coupons for a new coupon, PUT /admin/coupons/{couponId} for a change (the code
 * stays; the server drops it from the body).
 */
export function saveCoupon({ couponId, body }: { couponId: string | null; body: CouponBody }) {
  return couponId
    ? api.put<CouponDto>(`/admin/coupons/${encodeURIComponent(couponId)}`, { body })
    : api.post<CouponDto>('/admin/coupons', { body });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}

/** POST /admin/coupons/{couponId}/deactivate or /activate. */
export function setCouponActive({ couponId, isActive }: { couponId: string; isActive: boolean }) {
  return api.post<CouponDto>(
    `/admin/coupons/${encodeURIComponent(couponId)}/${isActive ? 'activate' : 'deactivate'}`,
  );
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
