import type { ItemDetailsBody, PackageDetails } from '@skyparcel/domain/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPackageDetailsQueryOptions, packageDetailsPath } from './get-package-details';
import { SUITE_QUERY_KEY } from './get-package-lockers';
import { getPackageDocumentsQueryOptions } from './package-documents';

export type PackageRef = { warehouseId: string; packageId: string };

/** The customer's actions answer the package as it now is, with the outcome in words. */
export type ChangedPackage = PackageDetails & { message: string };

/** PUT …/abandon: the customer gives the package up; staff then discard it. */
export function abandonPackage({ warehouseId, packageId }: PackageRef) {
  return api.put<ChangedPackage>(`${packageDetailsPath(warehouseId, packageId)}/abandon`);
}

export type ReturnRequest = PackageRef & {
  comment: string;
  /** The serial number of the customer's own label, uploaded as a document of this package. */
  labelSerialNumber?: number | undefined;
};

/**
 * PUT …/return-package: back to the shop, with the customer's comment (required) and, for a
 * return with their own label, that label.
 */
export function requestPackageReturn({
  warehouseId,
  packageId,
  comment,
  labelSerialNumber,
}: ReturnRequest) {
  return api.put<ChangedPackage>(`${packageDetailsPath(warehouseId, packageId)}/return-package`, {
    body:
      labelSerialNumber === undefined
        ? { comment }
        : { comment, useOwnLabel: true, labelSerialNumber },
  });
}

/** PUT /warehouses/{id}/packages/{id}: the declared items, corrected or completed. */
export function updateItemDetails({
  warehouseId,
  packageId,
  body,
}: PackageRef & { body: ItemDetailsBody }) {
  return api.put<ChangedPackage>(packageDetailsPath(warehouseId, packageId), { body });
}

/**
 * PUT …/additional-services: the services wanted on this package (replaces the choice), with the
 * customer's comment for the warehouse team.
 */
export function chooseAdditionalServices({
  warehouseId,
  packageId,
  serviceCodes,
  comment,
}: PackageRef & { serviceCodes: string[]; comment: string }) {
  return api.put<ChangedPackage>(
    `${packageDetailsPath(warehouseId, packageId)}/additional-services`,
    { body: { serviceCodes, comment } },
  );
}

/**
 * Runs an action on a package, then shows its answer at once and refreshes the suite's lists,
 * whose counts have changed (the package moved to another tab), and its documents.
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...SUITE_QUERY_KEY, 'packages'] }),
        // A return with the customer's own label added a document.
        queryClient.invalidateQueries({
          queryKey: getPackageDocumentsQueryOptions(packageId).queryKey,
        }),
      ]);
    },
  });
}
