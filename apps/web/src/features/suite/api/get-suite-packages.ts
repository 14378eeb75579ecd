import type { SuiteList, SuiteTab } from '@skyparcel/domain/packages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export type SuiteFilter = { tab: SuiteTab; keyword: string; page: number };

/** Rows per page; the API's default too. */
export const SUITE_PAGE_SIZE = 20;

export function getSuitePackagesQueryOptions(warehouseId: string, filter: SuiteFilter) {
  return queryOptions({
    queryKey: [...SUITE_QUERY_KEY, 'packages', warehouseId, filter],
    queryFn: ({ signal }) =>
      api.get<SuiteList>(`/warehouses/byCountry/${encodeURIComponent(warehouseId)}/packages`, {
        query: { ...filter, pageSize: SUITE_PAGE_SIZE },
        signal,
      }),
  });
}

/**
 * One page of one tab at one warehouse, with the count of every tab. The route's key takes a
 * country code or a warehouse id; the id is used, as a country may one day have two warehouses.
 * The previous page stays on screen while the next loads.
 */
export function useSuitePackages(warehouseId: string | undefined, filter: SuiteFilter) {
  return useQuery({
    ...getSuitePackagesQueryOptions(warehouseId ?? '', filter),
    enabled: Boolean(warehouseId),
    placeholderData: keepPreviousData,
  });
}
