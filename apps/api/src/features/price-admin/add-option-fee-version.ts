import type { Db } from '@skyparcel/db';
import type { OptionFeeVersionBody } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { findOptionFees, insertOptionFeeVersion, minorOf } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { requirePricedWarehouse, startOfVersion, storeVersion } from './price-change';

/**
 * POST /admin/prices/option-fees (ADMIN): a flat-fee option's new price at one warehouse, in
 * the warehouse's currency, from a moment on (INS is priced by the destination's customs rule).
 */
export async function addOptionFeeVersion(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  body: OptionFeeVersionBody,
) {
  const effectiveFrom = startOfVersion(body.effectiveFrom, deps.clock());
  const warehouse = await requirePricedWarehouse(deps.db, body.warehouseCode);
  const feeMinor = minorOf(body.fee, warehouse.currency, 'fee');
  const before = (await findOptionFees(deps.db, effectiveFrom, warehouse.id)).find(
    (fee) => fee.optionCode === body.optionCode,
  );
  const row = { optionCode: body.optionCode, warehouseId: warehouse.id, feeMinor, effectiveFrom };
  const [stored] = await storeVersion(
    deps.db,
    actor,
    {
      action: 'price.option-fee.add',
      before: before && { feeMinor: before.feeMinor, currency: before.currency },
      after: { ...row, warehouseCode: warehouse.code, currency: warehouse.currency },
    },
    (tx) => insertOptionFeeVersion(tx, row),
  );
  return stored;
}
