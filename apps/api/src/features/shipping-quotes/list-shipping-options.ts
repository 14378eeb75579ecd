import type { Db } from '@skyparcel/db';
import type { Locale } from '@skyparcel/domain/locale';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import { pickText } from '../../lib/sql-search';
import { requireOwnedPackages } from '../../modules/packages';
import { findOptionFees, findShippingOptions } from '../../modules/pricing';
import { findActiveWarehouses } from '../../modules/reference';
import type { Viewer } from '../../modules/users';

/**
 * GET /shipping/options: the shipping preferences with their fee at each warehouse in force
 * now, or only at the warehouse of the customer's packages when `packageIDs` names some (their
 * owner is checked: someone else's package answers 403).
 */
export async function listShippingOptions(
  db: Db,
  input: { viewer: Viewer; packageIds: string[]; locale: Locale; now: Date },
) {
  const packages = await requireOwnedPackages(db, input.viewer, input.packageIds);
  const warehouseIds = new Set(packages.map(({ pkg }) => pkg.warehouseId));
  const [options, fees, warehouses] = await Promise.all([
    findShippingOptions(db),
    findOptionFees(db, input.now),
    findActiveWarehouses(db),
  ]);
  const codeOf = new Map(warehouses.map(({ warehouse }) => [warehouse.id, warehouse.code]));
  return options.map((option) => ({
    code: option.code,
    name: pickText(option.name, input.locale),
    description: pickText(option.description, input.locale),
    isPricedByDeclaredValue: option.code === 'INS',
    fees: fees
      .filter(
        (fee) =>
          fee.optionCode === option.code &&
          codeOf.has(fee.warehouseId) &&
          (warehouseIds.size === 0 || warehouseIds.has(fee.warehouseId)),
      )
      .map((fee) => ({
        warehouseId: fee.warehouseId,
        warehouseCode: codeOf.get(fee.warehouseId) ?? '',
        fee: toMoneyDto(money(fee.feeMinor, fee.currency)),
      })),
  }));
}
