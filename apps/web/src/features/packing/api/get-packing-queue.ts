import type { PackingQueueItem, PackingQueueStatus } from '@skyparcel/domain/packing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every packing query starts with this key, so packing a request refreshes the queue too. */
export const PACKING_QUERY_KEY = ['staff', 'packing'] as const;

/** GET /staff/warehouses/{id}/ship-requests?status=: the warehouse's queue, oldest paid first. */
export function getPackingQueueQueryOptions(warehouseId: string, status: PackingQueueStatus | '') {
  return queryOptions({
    queryKey: [...PACKING_QUERY_KEY, 'queue', warehouseId, status],
    queryFn: ({ signal }) =>
      api.get<PackingQueueItem[]>(
        `/staff/warehouses/${encodeURIComponent(warehouseId)}/ship-requests`,
        { query: { status }, signal },
      ),
    enabled: warehouseId !== '',
  });
}

export function usePackingQueue(warehouseId: string, status: PackingQueueStatus | '') {
  return useQuery(getPackingQueueQueryOptions(warehouseId, status));
}
