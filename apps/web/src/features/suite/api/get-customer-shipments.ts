import type { CustomerShipment, CustomerShipmentStage } from '@skyparcel/domain/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export function getCustomerShipmentsQueryOptions(
  stage: CustomerShipmentStage,
  warehouseId: string,
) {
  return queryOptions({
    // Under the suite's key: paying or cancelling a request refreshes it with the lists.
    queryKey: [...SUITE_QUERY_KEY, 'shipments', stage, warehouseId],
    queryFn: ({ signal }) =>
      api.get<CustomerShipment[]>('/shipping/shipments', {
        query: { stage, warehouseId },
        signal,
      }),
  });
}

/**
 * GET /shipping/shipments: the caller's paid requests of one warehouse on their way (Preparing)
 * or delivered (Delivered), with boxes, weights and waybills. Asked only on those two tabs.
 */
export function useCustomerShipments(stage: CustomerShipmentStage | null, warehouseId: string) {
  return useQuery({
    ...getCustomerShipmentsQueryOptions(stage ?? 'preparing', warehouseId),
    enabled: stage !== null,
  });
}
