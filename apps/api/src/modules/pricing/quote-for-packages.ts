import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { type PackageWithStorage, requireOwnedPackages } from '../packages';
import { findWarehouse, type WarehouseRow } from '../reference';
import { loadPriceContext, quoteInContext } from './load-price-context';

export type QuoteRequest = {
  userId: string;
  packageIds: readonly string[];
  destination: string;
  options?: readonly ShippingOptionCode[];
  coupon?: string | undefined;
  useCredit?: boolean;
  /** When the call names the origin warehouse (id or code), the packages must be there. */
  warehouse?: string;
};

/**
 * The customer's own packages for a ship request: all of them theirs (403 otherwise, catalogue
 * text), ready to send, and at one warehouse (the one named, when named).
 */
export async function requireShippablePackages(
  db: Db,
  userId: string,
  packageIds: readonly string[],
  warehouseIdOrCode?: string,
): Promise<{ packages: PackageWithStorage[]; warehouse: WarehouseRow }> {
  if (packageIds.length === 0) {
    throw new AppError('VALIDATION_FAILED', { fields: { packageIds: 'validation.required' } });
  }
  const named =
    warehouseIdOrCode === undefined ? undefined : await findWarehouse(db, warehouseIdOrCode);
  if (warehouseIdOrCode !== undefined && !named) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: warehouseIdOrCode } });
  }
  const packages = await requireOwnedPackages(db, userId, packageIds);
  const warehouseId = named?.warehouse.id ?? packages[0]?.pkg.warehouseId;
  for (const { pkg } of packages) {
    if (pkg.warehouseId !== warehouseId) {
      throw new AppError(named ? 'PACKAGE_NOT_FOUND' : 'MIXED_WAREHOUSES', {
        params: { id: pkg.id },
      });
    }
    if (pkg.status !== 'ready_to_send') {
      throw new AppError('PACKAGE_NOT_READY');
    }
  }
  const warehouse = named ?? (warehouseId ? await findWarehouse(db, warehouseId) : undefined);
  if (!warehouse) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: warehouseId ?? '' } });
  }
  return { packages, warehouse };
}

/**
 * The price of shipping these packages to `destination` now (wizard step 4, every line):
 * loads the owned packages through the packages module and the price data, then runs the one
 * domain function, quoteShipRequest.
 */
export async function quoteForPackages(deps: { db: Db; clock: Clock }, request: QuoteRequest) {
  const { packages, warehouse } = await requireShippablePackages(
    deps.db,
    request.userId,
    request.packageIds,
    request.warehouse,
  );
  const context = await loadPriceContext(deps.db, {
    userId: request.userId,
    warehouse: warehouse.warehouse,
    destinationCode: request.destination,
    now: deps.clock(),
    couponCode: request.coupon,
    useCredit: request.useCredit ?? false,
  });
  return { context, packages, quote: quoteInContext(context, packages, request.options ?? []) };
}
