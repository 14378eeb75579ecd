import type { Db } from '@skyparcel/db';
import { addMoney, money, toMoneyDto } from '@skyparcel/domain/money';
import { formatPackageNumber } from '@skyparcel/domain/packages';
import { parcelWeights } from '@skyparcel/domain/shipping';
import type { Clock } from '../../lib/clock';
import { findReadyPackagesAt } from '../../modules/packages';
import { loadPriceContext, quoteInContext, requireShippablePackages } from '../../modules/pricing';
import type { Viewer } from '../../modules/users';

/**
 * POST /shipping/country/{countryCode}/consolidate-package-suggestions: the customer's other
 * ready packages at the warehouse of the chosen ones (which the body excludes from the
 * suggestions), and the price of shipping the chosen and the suggested ones as two shipments
 * against one, in the customer's currency, with no options, coupon or credit.
 */
export async function suggestConsolidation(
  deps: { db: Db; clock: Clock },
  input: { viewer: Viewer; excludedPackageIds: string[]; destination: string },
) {
  const { packages: chosen, warehouse } = await requireShippablePackages(
    deps.db,
    input.viewer,
    input.excludedPackageIds,
  );
  const ready = await findReadyPackagesAt(deps.db, input.viewer, warehouse.id);
  const excluded = new Set(chosen.map(({ pkg }) => pkg.id));
  const suggested = ready.filter(({ pkg }) => !excluded.has(pkg.id));
  const context = await loadPriceContext(deps.db, {
    userId: input.viewer.id,
    warehouse,
    destinationCode: input.destination,
    now: deps.clock(),
  });
  const alone = quoteInContext(context, chosen, []).total;
  const separately =
    suggested.length === 0 ? alone : addMoney(alone, quoteInContext(context, suggested, []).total);
  const together =
    suggested.length === 0 ? alone : quoteInContext(context, [...chosen, ...suggested], []).total;
  return {
    warehouseCode: context.warehouseCode,
    destinationCode: input.destination,
    suggestions: suggested.map(({ pkg }) => ({
      packageId: pkg.id,
      packageNumber: formatPackageNumber(pkg.number),
      retailerName: pkg.retailerName,
      chargeableWeightKg: parcelWeights({
        weight: { amount: pkg.weightAmount, unit: pkg.weightUnit },
        dimensions: {
          length: pkg.length,
          width: pkg.width,
          depth: pkg.depth,
          unit: pkg.lengthUnit,
        },
      }).chargeableKg,
    })),
    separately: toMoneyDto(separately),
    together: toMoneyDto(together),
    saving: toMoneyDto(money(separately.amountMinor - together.amountMinor, together.currency)),
  };
}
