import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { PackageStatus } from '@skyparcel/domain/packages';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { requireOwnedPackages, type ShippablePackage } from '../packages';
import { findWarehouse } from '../reference';
import type { Viewer } from '../users';
import { loadPriceContext, type PricedWarehouse, quoteInContext } from './load-price-context';

export type QuoteRequest = {
  /**
   * Who asks: their packages (or their company's, decision 053) are priced with their own
   * credit, coupons and membership.
   */
  viewer: Viewer;
  packageIds: readonly string[];
  destination: string;
  options?: readonly ShippingOptionCode[];
  coupon?: string | undefined;
  useCredit?: boolean;
  /** When the call names the origin warehouse (id or code), the packages must be there. */
  warehouse?: string;
  /** The state the packages must be in: ready to send, or held by an unpaid ship request (re-quote). */
  packageStatus?: ShippableStatus;
};

/** A quote is of packages ready to send, or of those an unpaid ship request holds (decision 037). */
export type ShippableStatus = Extract<PackageStatus, 'ready_to_send' | 'awaiting_payment'>;

/**
 * The customer's packages for a ship request: all of them theirs or their company's (403
 * otherwise, catalogue text), at one warehouse (the one named, when named: 404 for an unknown warehouse or a package
 * elsewhere) and ready to send. The packages' query brings the warehouse's figures along, so
 * the warehouse is read again only to tell why a package is not at the one named.
 */
export async function requireShippablePackages(
  db: Db,
  viewer: Viewer,
  packageIds: readonly string[],
  warehouseIdOrCode?: string,
  packageStatus: ShippableStatus = 'ready_to_send',
): Promise<{ packages: ShippablePackage[]; warehouse: PricedWarehouse }> {
  const packages = await requireOwnedPackages(db, viewer, packageIds);
  const [first] = packages;
  if (!first) {
    throw new AppError('VALIDATION_FAILED', { fields: { packageIds: 'validation.required' } });
  }
  if (warehouseIdOrCode !== undefined) {
    const key = warehouseIdOrCode.trim();
    const elsewhere = packages.find(
      (row) => row.pkg.warehouseId !== key && row.warehouseCode !== key.toUpperCase(),
    );
    if (elsewhere) {
      if (!(await findWarehouse(db, key))) {
        throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: key } });
      }
      throw new AppError('PACKAGE_NOT_FOUND', { params: { id: elsewhere.pkg.id } });
    }
  }
  for (const { pkg } of packages) {
    if (pkg.warehouseId !== first.pkg.warehouseId) {
      throw new AppError('MIXED_WAREHOUSES');
    }
    if (pkg.status !== packageStatus) {
      throw new AppError('PACKAGE_NOT_READY');
    }
  }
  return {
    packages,
    warehouse: {
      id: first.pkg.warehouseId,
      code: first.warehouseCode,
      currency: first.currency,
      freeStorageDays: first.freeStorageDays,
      storageFeePerDayMinor: first.storageFeePerDayMinor,
      liabilityIncrementMinor: first.liabilityIncrementMinor,
    },
  };
}

/**
 * The price of shipping these packages to `destination` now (wizard step 4, every line):
 * loads the owned packages through the packages module and the price data, then runs the one
 * domain function, quoteShipRequest.
 */
export async function quoteForPackages(deps: { db: Db; clock: Clock }, request: QuoteRequest) {
  const { packages, warehouse } = await requireShippablePackages(
    deps.db,
    request.viewer,
    request.packageIds,
    request.warehouse,
    request.packageStatus,
  );
  const context = await loadPriceContext(deps.db, {
    userId: request.viewer.id,
    warehouse,
    destinationCode: request.destination,
    now: deps.clock(),
    couponCode: request.coupon,
    useCredit: request.useCredit ?? false,
  });
  return { context, packages, quote: quoteInContext(context, packages, request.options ?? []) };
}
