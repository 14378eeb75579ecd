import type { ShipmentSummary } from '@skyparcel/domain/customer-profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /UserProfile/get-shippment-summary (the spec's spelling): the customer's year. */
export function useShipmentSummary() {
  return useQuery({
    queryKey: ['profile', 'shipment-summary'],
    queryFn: ({ signal }) =>
      api.get<ShipmentSummary>('/UserProfile/get-shippment-summary', { signal }),
  });
}
