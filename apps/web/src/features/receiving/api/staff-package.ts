import type { ChangePackageStatusBody, StaffPackageDetails } from '@skyparcel/domain/packages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_PACKAGES_QUERY_KEY } from './receive-package';

const packagePath = (packageId: string) => `/staff/packages/${encodeURIComponent(packageId)}`;

export function getStaffPackageQueryOptions(packageId: string) {
  return queryOptions({
    queryKey: [...STAFF_PACKAGES_QUERY_KEY, 'details', packageId],
    queryFn: ({ signal }) => api.get<StaffPackageDetails>(packagePath(packageId), { signal }),
  });
}

export function useStaffPackage(packageId: string) {
  return useQuery(getStaffPackageQueryOptions(packageId));
}

/**
 * Every change answers the package as it now is: it goes straight into the details' cache, and
 * the lists are refreshed, since the package may have left or joined a filter.
 */
function usePackageChange<Variables>(
  packageId: string,
  change: (variables: Variables) => Promise<StaffPackageDetails>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (pkg) => {
      queryClient.setQueryData(getStaffPackageQueryOptions(packageId).queryKey, pkg);
      await queryClient.invalidateQueries({ queryKey: [...STAFF_PACKAGES_QUERY_KEY, 'list'] });
    },
  });
}

/** PUT /staff/packages/{id}/status: a move the rules allow, with its reason when one is needed. */
export function useChangePackageStatus(packageId: string) {
  return usePackageChange(packageId, (body: ChangePackageStatusBody) =>
    api.put<StaffPackageDetails>(`${packagePath(packageId)}/status`, { body }),
  );
}

/** PUT /staff/packages/{id}/assign: an unassigned package goes to a suite; its owner is told. */
export function useAssignPackage(packageId: string) {
  return usePackageChange(packageId, (suiteNumber: string) =>
    api.put<StaffPackageDetails>(`${packagePath(packageId)}/assign`, { body: { suiteNumber } }),
  );
}

/** PUT /staff/packages/{id}/comments: the comment the customer reads. */
export function useUpdateAdminComment(packageId: string) {
  return usePackageChange(packageId, (adminComment: string) =>
    api.put<StaffPackageDetails>(`${packagePath(packageId)}/comments`, {
      body: { adminComment },
    }),
  );
}
