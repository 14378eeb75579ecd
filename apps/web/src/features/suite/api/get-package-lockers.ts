import type { PackageLocker } from '@skyparcel/domain/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every suite query starts with this key, so an action on a package refreshes lists and details. */
export const SUITE_QUERY_KEY = ['suite'] as const;

export function getPackageLockersQueryOptions() {
  return queryOptions({
    queryKey: [...SUITE_QUERY_KEY, 'lockers'],
    queryFn: ({ signal }) => api.get<PackageLocker[]>('/package-locker', { signal }),
    // Addresses change only when the company moves a warehouse.
    staleTime: 5 * 60_000,
  });
}

/** GET /package-locker: the caller's lockers with the address to give to shops. */
export function usePackageLockers() {
  return useQuery(getPackageLockersQueryOptions());
}
