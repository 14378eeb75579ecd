import type { ShipmentTimeline } from '@skyparcel/domain/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getDeliveryStatusQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: ['delivery-status', orderNumber],
    queryFn: ({ signal }) =>
      api.get<ShipmentTimeline>(`/shipping/delivery-status/${encodeURIComponent(orderNumber)}`, {
        signal,
      }),
    // A shipment moves on while the page is open; a minute-old timeline is read again.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** GET /shipping/delivery-status/{orderNumber}: one of the caller's shipments with its events. */
export function useDeliveryStatus(orderNumber: string) {
  return useQuery(getDeliveryStatusQueryOptions(orderNumber));
}
