import type { PackageDetails } from '@skyparcel/domain/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPackageDetailsQueryOptions, packageDetailsPath } from './get-package-details';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export type PackageRef = { warehouseId: string; packageId: string };

/** The customer's actions answer the package as it now is, with the outcome in words. */
export type ChangedPackage = PackageDetails & { message: string };

/** PUT …/abandon: the customer gives the package up; staff then discard it. */
export function abandonPackage({ warehouseId, packageId }: PackageRef) {
  return api.put<ChangedPackage>(`${packageDetailsPath(warehouseId, packageId)}/abandon`);
}

/** PUT …/return-package: back to the shop, with the customer's comment (required). */
export function requestPackageReturn({
  warehouseId,
  packageId,
  comment,
}: PackageRef & { comment: string }) {
  return api.put<ChangedPackage>(`${packageDetailsPath(warehouseId, packageId)}/return-package`, {
    body: { comment },
  });
}

/**
 * Runs an action on a package, then shows its answer at once and refreshes the suite's lists,
 * whose counts have changed (the package moved to another tab).
 */
export function usePackageChange<V extends PackageRef>(
  change: (variables: V) => Promise<ChangedPackage>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async ({ message: _message, ...details }, { warehouseId, packageId }) => {
      queryClient.setQueryData(
        getPackageDetailsQueryOptions(warehouseId, packageId).queryKey,
        details,
      );
      await queryClient.invalidateQueries({ queryKey: [...SUITE_QUERY_KEY, 'packages'] });
    },
  });
}
