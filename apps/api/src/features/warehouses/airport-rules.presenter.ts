import type { schema } from '@skyparcel/db';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import { type AirportRules, isOpenAroundTheClock } from '@skyparcel/domain/reference';
import { OVERSIZE_DIMENSION_SUM_CM, VOLUMETRIC_DIVISOR } from '@skyparcel/domain/shipping';
import { type AirportRow, presentAirport, type WarehouseRow } from '../../modules/reference';

type AirportRulesSource = {
  warehouse: WarehouseRow['warehouse'];
  airport: AirportRow | undefined;
  terms: typeof schema.warehousePriceTerms.$inferSelect | undefined;
};

/** The rules as the API answers them; terms are in the warehouse's currency, as it bills. */
export function presentAirportRules({
  warehouse,
  airport,
  terms,
}: AirportRulesSource): AirportRules {
  const hours = airport ? presentAirport(airport) : undefined;
  return {
    warehouseId: warehouse.id,
    warehouseCode: warehouse.code,
    originCountryCode: warehouse.countryCode,
    airport: hours
      ? {
          code: hours.code,
          name: hours.name,
          primaryCity: hours.primaryCity,
          countryCode: hours.countryCode,
          opensAt: hours.opensAt,
          closesAt: hours.closesAt,
          isOpenAroundTheClock: isOpenAroundTheClock(hours.opensAt, hours.closesAt),
          isClosed: hours.isClosed,
        }
      : null,
    weight: {
      unitSystem: warehouse.unitSystem,
      volumetricDivisor: { ...VOLUMETRIC_DIVISOR },
      oversizeDimensionSumCm: OVERSIZE_DIMENSION_SUM_CM,
    },
    terms: terms
      ? {
          freeStorageDays: terms.freeStorageDays,
          storageFeePerDay: toMoneyDto(money(terms.storageFeePerDayMinor, warehouse.currency)),
          liabilityPerShipment: toMoneyDto(
            money(terms.liabilityIncrementMinor, warehouse.currency),
          ),
          effectiveFrom: terms.effectiveFrom.toISOString(),
        }
      : null,
  };
}
