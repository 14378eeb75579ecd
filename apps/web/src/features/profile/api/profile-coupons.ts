import type { ProfileCoupons } from '@skyparcel/domain/customer-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const QUERY_KEY = ['profile', 'coupons'] as const;

/** GET /UserProfile/coupons: the membership discount and the coupons kept for the wizard. */
export function useProfileCoupons() {
  return useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.get<ProfileCoupons>('/UserProfile/coupons', { signal }),
  });
}

/** POST /UserProfile/coupon: adds one by its code; the answer is the new list. */
export function useAddProfileCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<ProfileCoupons>('/UserProfile/coupon', { body: { code } }),
    onSuccess: (list) => queryClient.setQueryData(QUERY_KEY, list),
  });
}

/** DELETE /UserProfile/coupon/{code}: takes one off the profile. */
export function useRemoveProfileCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.delete<ProfileCoupons>(`/UserProfile/coupon/${encodeURIComponent(code)}`),
    onSuccess: (list) => queryClient.setQueryData(QUERY_KEY, list),
  });
}
