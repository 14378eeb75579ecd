import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type AdditionalServicesBody,
  checkAdditionalServicesRequest,
  isInSuite,
} from '@skyparcel/domain/packages';
import { replaceChosenServices, requireOwnedPackage } from '../../modules/packages';
import type { Viewer } from '../../modules/users';
import { priceServices } from './additional-service.repository';

/**
 * PUT .../additional-services: the services wanted on a package in the suite, priced now at the
 * package's warehouse and charged later on the shipment, with the customer's comment for the
 * warehouse team (required, spec section 5). Replaces the earlier choice, except services staff
 * already performed.
 */
export async function chooseAdditionalServices(
  { db }: { db: Db },
  user: Viewer,
  warehouseId: string,
  packageId: string,
  body: AdditionalServicesBody,
) {
  const owned = await requireOwnedPackage(db, user, packageId, warehouseId);
  if (!isInSuite(owned.pkg.status)) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  const check = checkAdditionalServicesRequest(body);
  if (!check.ok) {
    throw new AppError(check.code, { fields: { [check.field]: 'validation.commentRequired' } });
  }
  const codes = [...new Set(body.serviceCodes)];
  const priced = await priceServices(db, owned.pkg.warehouseId, codes);
  await db.transaction(async (tx) => {
    await replaceChosenServices(tx, packageId, priced, body.comment);
  });
}
