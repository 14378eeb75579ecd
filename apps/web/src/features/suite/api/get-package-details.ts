import type { PackageDetails } from '@skyparcel/domain/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export function packageDetailsPath(warehouseId: string, packageId: string): string {
  return `/warehouses/${encodeURIComponent(warehouseId)}/packages/${encodeURIComponent(packageId)}`;
}

export function getPackageDetailsQueryOptions(warehouseId: string, packageId: string) {
  return queryOptions({
    queryKey: [...SUITE_QUERY_KEY, 'package', warehouseId, packageId],
    queryFn: ({ signal }) =>
      api.get<PackageDetails>(packageDetailsPath(warehouseId, packageId), { signal }),
  });
}

/** GET /warehouses/{warehouseId}/packages/{packageId}: one of the caller's packages. */
export function usePackageDetails(warehouseId: string, packageId: string) {
  return useQuery(getPackageDetailsQueryOptions(warehouseId, packageId));
}
