import type { PackageSummary, SuiteList } from '@skyparcel/domain/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The API's largest page: a customer rarely has more ready packages at one warehouse. */
const READY_PAGE_SIZE = 100;

export function getReadyPackagesQueryOptions(warehouseId: string) {
  return queryOptions({
    queryKey: ['suite', 'packages', warehouseId, 'ship-wizard'],
    queryFn: ({ signal }) =>
      api.get<SuiteList>(`/warehouses/byCountry/${encodeURIComponent(warehouseId)}/packages`, {
        query: { tab: 'readyToSend', page: 1, pageSize: READY_PAGE_SIZE },
        signal,
      }),
    select: (list): PackageSummary[] => list.items,
  });
}

/**
 * The customer's Ready to send packages at one warehouse (My Suite's list), so the wizard can show
 * the chosen ones and the suggested ones with their weights, sizes and values.
 */
export function useReadyPackages(warehouseId: string) {
  return useQuery(getReadyPackagesQueryOptions(warehouseId));
}
