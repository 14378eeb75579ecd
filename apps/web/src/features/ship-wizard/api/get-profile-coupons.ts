import type { ProfileCoupons } from '@skyparcel/domain/customer-profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /UserProfile/coupons: the coupons the customer keeps, offered in the summary step. */
export function useProfileCoupons() {
  return useQuery({
    queryKey: ['profile', 'coupons'],
    queryFn: ({ signal }) => api.get<ProfileCoupons>('/UserProfile/coupons', { signal }),
  });
}
