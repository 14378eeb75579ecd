import type { Warehouse } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getWarehousesQueryOptions() {
  return queryOptions({
    queryKey: ['warehouses'],
    queryFn: ({ signal }) => api.get<Warehouse[]>('/deliveries/warehouses', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useWarehouses() {
  return useQuery(getWarehousesQueryOptions());
}
