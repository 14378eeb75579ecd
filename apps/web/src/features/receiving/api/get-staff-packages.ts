import type { PackageStatus, StaffPackageSummarySchema } from '@skyparcel/domain/packages';
import type { CappedPage } from '@skyparcel/domain/reference';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { STAFF_PACKAGES_QUERY_KEY } from './receive-package';

export type StaffPackageSummary = z.infer<typeof StaffPackageSummarySchema>;

/** The search as the address holds it; dates are `YYYY-MM-DD` from the date inputs. */
export type StaffPackageFilter = {
  suite: string;
  status: PackageStatus | '';
  from: string;
  to: string;
  retailer: string;
  page: number;
};

export function getStaffPackagesQueryOptions(filter: StaffPackageFilter) {
  return queryOptions({
    queryKey: [...STAFF_PACKAGES_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<CappedPage<StaffPackageSummary>>('/staff/packages', {
        query: {
          suite: filter.suite,
          status: filter.status,
          receivedFrom: filter.from,
          receivedTo: filter.to,
          retailer: filter.retailer,
          page: filter.page,
        },
        signal,
      }),
  });
}

/** One page of the clerk's packages; the previous page stays on screen while the next loads. */
export function useStaffPackages(filter: StaffPackageFilter) {
  return useQuery({ ...getStaffPackagesQueryOptions(filter), placeholderData: keepPreviousData });
}
