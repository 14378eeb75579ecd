import type { ShipRequestSummary } from '@skyparcel/domain/ship-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export function getShipRequestsQueryOptions() {
  return queryOptions({
    // Under the suite's key: creating, cancelling or paying a request refreshes it with the lists.
    queryKey: [...SUITE_QUERY_KEY, 'ship-requests'],
    queryFn: ({ signal }) => api.get<ShipRequestSummary[]>('/shipping/requests', { signal }),
    select: (requests) => {
      const byPackage = new Map<string, ShipRequestSummary>();
      // A cancelled request let its packages go; newest first, so the live one is met first.
      for (const request of requests) {
        if (request.status === 'cancelled') {
          continue;
        }
        for (const pkg of request.packages) {
          if (!byPackage.has(pkg.id)) {
            byPackage.set(pkg.id, request);
          }
        }
      }
      return byPackage;
    },
  });
}

/**
 * GET /shipping/requests: the caller's ship requests, as the request each package is in, for the
 * Preparing tab (order number, state, the cart while awaiting payment). Asked only when shown.
 */
export function useShipRequestsByPackage(isEnabled: boolean) {
  return useQuery({ ...getShipRequestsQueryOptions(), enabled: isEnabled });
}
