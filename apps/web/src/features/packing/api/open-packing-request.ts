import type { PackingDetails } from '@skyparcel/domain/packing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PACKING_QUERY_KEY } from './get-packing-queue';

export function packingRequestQueryKey(shipRequestId: string) {
  return [...PACKING_QUERY_KEY, 'request', shipRequestId] as const;
}

/**
 * POST /staff/ship-requests/{id}/prepare: opening a request to pack it moves a paid one to
 * Preparing (once; the server ignores later calls) and answers the packing screen's data. It is
 * safe to repeat, so it serves as the screen's query; a focus change need not ask again.
 */
export function getPackingRequestQueryOptions(shipRequestId: string) {
  return queryOptions({
    queryKey: packingRequestQueryKey(shipRequestId),
    queryFn: ({ signal }) =>
      api.post<PackingDetails>(
        `/staff/ship-requests/${encodeURIComponent(shipRequestId)}/prepare`,
        {
          signal,
        },
      ),
    refetchOnWindowFocus: false,
  });
}

export function usePackingRequest(shipRequestId: string) {
  return useQuery(getPackingRequestQueryOptions(shipRequestId));
}
