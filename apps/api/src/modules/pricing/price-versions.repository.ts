import { schema } from '@skyparcel/db';
import type { RateCardStep } from '@skyparcel/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const {
  rateCards,
  customsRules,
  exchangeRates,
  shippingOptionFees,
  warehousePriceTerms,
  warehouses,
  countries,
} = schema;

/**
 * Every version of the price data an operator keeps (decision 040), oldest first, for the
 * operators' page: the one in force and the scheduled ones are chosen from them by
 * `versionInForce` / `scheduledVersions`. Each list is small (a few rows per route and month).
 */
export async function listPriceVersions(db: DbOrTx) {
  const [cards, fees, terms, rules, rates, warehouseRows, destinations] = await Promise.all([
    db
      .select({
        id: rateCards.id,
        warehouseCode: warehouses.code,
        destinationCode: rateCards.destinationCountryCode,
        currency: rateCards.currency,
        steps: rateCards.steps,
        effectiveFrom: rateCards.effectiveFrom,
      })
      .from(rateCards)
      .innerJoin(warehouses, eq(warehouses.id, rateCards.warehouseId))
      .orderBy(
        asc(warehouses.sortOrder),
        asc(rateCards.destinationCountryCode),
        asc(rateCards.effectiveFrom),
      ),
    db
      .select({
        id: shippingOptionFees.id,
        warehouseCode: warehouses.code,
        currency: warehouses.currency,
        optionCode: shippingOptionFees.optionCode,
        feeMinor: shippingOptionFees.feeMinor,
        effectiveFrom: shippingOptionFees.effectiveFrom,
      })
      .from(shippingOptionFees)
      .innerJoin(warehouses, eq(warehouses.id, shippingOptionFees.warehouseId))
      .orderBy(
        asc(warehouses.sortOrder),
        asc(shippingOptionFees.optionCode),
        asc(shippingOptionFees.effectiveFrom),
      ),
    db
      .select({
        id: warehousePriceTerms.id,
        warehouseCode: warehouses.code,
        currency: warehouses.currency,
        freeStorageDays: warehousePriceTerms.freeStorageDays,
        storageFeePerDayMinor: warehousePriceTerms.storageFeePerDayMinor,
        liabilityIncrementMinor: warehousePriceTerms.liabilityIncrementMinor,
        effectiveFrom: warehousePriceTerms.effectiveFrom,
      })
      .from(warehousePriceTerms)
      .innerJoin(warehouses, eq(warehouses.id, warehousePriceTerms.warehouseId))
      .orderBy(asc(warehouses.sortOrder), asc(warehousePriceTerms.effectiveFrom)),
    db
      .select()
      .from(customsRules)
      .orderBy(asc(customsRules.countryCode), asc(customsRules.effectiveFrom)),
    db.select().from(exchangeRates).orderBy(asc(exchangeRates.month)),
    db
      .select({
        id: warehouses.id,
        code: warehouses.code,
        name: warehouses.name,
        currency: warehouses.currency,
      })
      .from(warehouses)
      .where(eq(warehouses.isActive, true))
      .orderBy(asc(warehouses.sortOrder)),
    db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .where(eq(countries.isDestination, true))
      .orderBy(asc(countries.name)),
  ]);
  return { cards, fees, terms, rules, rates, warehouses: warehouseRows, destinations };
}

export type PriceVersions = Awaited<ReturnType<typeof listPriceVersions>>;

export function insertRateCardVersion(
  tx: DbOrTx,
  row: {
    warehouseId: string;
    destinationCountryCode: string;
    currency: string;
    steps: RateCardStep[];
    effectiveFrom: Date;
  },
) {
  return tx.insert(rateCards).values(row).returning();
}

export function insertOptionFeeVersion(tx: DbOrTx, row: typeof shippingOptionFees.$inferInsert) {
  return tx.insert(shippingOptionFees).values(row).returning();
}

export function insertWarehouseTermsVersion(
  tx: DbOrTx,
  row: typeof warehousePriceTerms.$inferInsert,
) {
  return tx.insert(warehousePriceTerms).values(row).returning();
}

export function insertCustomsRuleVersion(tx: DbOrTx, row: typeof customsRules.$inferInsert) {
  return tx.insert(customsRules).values(row).returning();
}

export function insertExchangeRateTable(tx: DbOrTx, rows: (typeof exchangeRates.$inferInsert)[]) {
  return tx.insert(exchangeRates).values(rows).returning();
}

/**
 * The unique constraints that refuse a second version from the same moment, as PostgreSQL names
 * them: identifiers are cut at 63 bytes.
 */
export const SAME_MOMENT_CONSTRAINTS = [
  'rate_cards_warehouseId_destinationCountryCode_effectiveFrom_unique',
  'shipping_option_fees_optionCode_warehouseId_effectiveFrom_unique',
  'warehouse_price_terms_warehouseId_effectiveFrom_unique',
  'customs_rules_countryCode_effectiveFrom_unique',
  'exchange_rates_month_fromCurrency_toCurrency_unique',
].map((name) => name.slice(0, 63));
