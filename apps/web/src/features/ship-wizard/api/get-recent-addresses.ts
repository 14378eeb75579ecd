import type { RecentAddress } from '@skyparcel/domain/ship-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /shipping/recent-addresses: where the customer's last ship requests went, newest first. */
export function useRecentAddresses() {
  return useQuery({
    queryKey: ['shipping', 'recent-addresses'],
    queryFn: ({ signal }) => api.get<RecentAddress[]>('/shipping/recent-addresses', { signal }),
  });
}
