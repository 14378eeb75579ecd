import type { Warehouse } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /staff/warehouses: where the clerk may receive (their warehouses; all for an admin). */
export function getStaffWarehousesQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'warehouses'],
    queryFn: ({ signal }) => api.get<Warehouse[]>('/staff/warehouses', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useStaffWarehouses() {
  return useQuery(getStaffWarehousesQueryOptions());
}
