import type { ShipRequestDetails } from '@skyparcel/domain/ship-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/** GET /shipping/requests/{id}: one request whole, with the quote stored when it was made. */
export function useShipRequest(id: string) {
  return useQuery({
    queryKey: [...CART_QUERY_KEY, 'request', id],
    queryFn: ({ signal }) =>
      api.get<ShipRequestDetails>(`/shipping/requests/${encodeURIComponent(id)}`, { signal }),
  });
}
