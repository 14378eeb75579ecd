import type { Db } from '@skyparcel/db';
import type { WarehouseTermsVersionBody } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { findWarehouseTerms, insertWarehouseTermsVersion, minorOf } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { requirePricedWarehouse, startOfVersion, storeVersion } from './price-change';

/**
 * POST /admin/prices/warehouse-terms (ADMIN): a warehouse's free storage days, daily storage
 * fee and liability increment (the liability covered per shipment) from a moment on.
 */
export async function addWarehouseTermsVersion(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  body: WarehouseTermsVersionBody,
) {
  const effectiveFrom = startOfVersion(body.effectiveFrom, deps.clock());
  const warehouse = await requirePricedWarehouse(deps.db, body.warehouseCode);
  const row = {
    warehouseId: warehouse.id,
    freeStorageDays: body.freeStorageDays,
    storageFeePerDayMinor: minorOf(body.storageFeePerDay, warehouse.currency, 'storageFeePerDay'),
    liabilityIncrementMinor: minorOf(
      body.liabilityIncrement,
      warehouse.currency,
      'liabilityIncrement',
    ),
    effectiveFrom,
  };
  const before = await findWarehouseTerms(deps.db, warehouse.id, effectiveFrom);
  const [stored] = await storeVersion(
    deps.db,
    actor,
    {
      action: 'price.warehouse-terms.add',
      before,
      after: { ...row, warehouseCode: warehouse.code, currency: warehouse.currency },
    },
    (tx) => insertWarehouseTermsVersion(tx, row),
  );
  return stored;
}
