import type { PackageLocker } from '@skyparcel/domain/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INVOICES_QUERY_KEY } from './get-invoice-history';

export function getHistoryWarehousesQueryOptions() {
  return queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'warehouses'],
    queryFn: ({ signal }) => api.get<PackageLocker[]>('/package-locker', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /package-locker: the warehouses the customer has a locker at, for My History's choice. */
export function useHistoryWarehouses() {
  return useQuery(getHistoryWarehousesQueryOptions());
}
