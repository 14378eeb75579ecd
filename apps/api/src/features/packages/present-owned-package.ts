import { AppError } from '@skyparcel/domain/errors';
import type { FastifyInstance } from 'fastify';
import { presentPackageDetails } from './package.presenter';
import { findOwnedPackage, loadPackageParts } from './package.repository';

/** The details of a customer's own package as they see them now (after a change, for the answer). */
export async function presentOwnedPackage(app: FastifyInstance, userId: string, packageId: string) {
  const row = await findOwnedPackage(app.db, userId, packageId);
  if (!row) {
    throw new AppError('PACKAGE_NOT_FOUND', { params: { id: packageId } });
  }
  const parts = await loadPackageParts(app.db, packageId);
  return presentPackageDetails(row, parts, new Date(), (file) =>
    file.kind === 'photo'
      ? `/api/warehouses/${row.pkg.warehouseId}/packages/${packageId}/photos/${file.id}`
      : `/api/Packages/uploaded-files/${file.serialNumber}/file`,
  );
}
