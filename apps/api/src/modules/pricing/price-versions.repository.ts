import { schema } from '@skyparcel/db';
import type { RateCardStep, WithdrawablePriceKind } from '@skyparcel/domain/pricing';
import { and, asc, eq, gt } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';

const {
  rateCards,
  customsRules,
  exchangeRates,
  shippingOptionFees,
  warehousePriceTerms,
  warehouses,
  countries,
  membershipDiscounts,
} = schema;

/**
 * Every version of the price data an operator keeps (decision 040), oldest first, for the
 * operators' page: the one in force and the scheduled ones are chosen from them by
 * `versionInForce` / `scheduledVersions`. Each list is small (a few rows per route and month).
 */
export async function listPriceVersions(db: DbOrTx) {
  const [cards, fees, terms, rules, rates, warehouseRows, destinations, membership] =
    await Promise.all([
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
      db
        .select()
        .from(membershipDiscounts)
        .orderBy(asc(membershipDiscounts.level), asc(membershipDiscounts.effectiveFrom)),
    ]);
  return {
    cards,
    fees,
    terms,
    rules,
    rates,
    warehouses: warehouseRows,
    destinations,
    membership,
  };
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

export function insertMembershipVersion(tx: DbOrTx, row: typeof membershipDiscounts.$inferInsert) {
  return tx.insert(membershipDiscounts).values(row).returning();
}

/** The table of each kind of version an operator can withdraw by id. */
const WITHDRAWABLE_TABLES = {
  'rate-cards': rateCards,
  'option-fees': shippingOptionFees,
  'warehouse-terms': warehousePriceTerms,
  'customs-rules': customsRules,
  'membership-discounts': membershipDiscounts,
} as const;

/**
 * Deletes a version only while it starts after `now` (decision 045): the check and the delete
 * are one statement, so a version coming into force meanwhile is never deleted. Answers the
 * deleted row, or whether the version exists at all (in force or past) when nothing was deleted.
 */
export async function deleteScheduledVersion(
  tx: DbOrTx,
  kind: WithdrawablePriceKind,
  id: string,
  now: Date,
): Promise<{ deleted: Record<string, unknown> } | { deleted: null; exists: boolean }> {
  if (!isUuid(id)) {
    return { deleted: null, exists: false };
  }
  const table = WITHDRAWABLE_TABLES[kind];
  const [deleted] = await tx
    .delete(table)
    .where(and(eq(table.id, id), gt(table.effectiveFrom, now)))
    .returning();
  if (deleted) {
    return { deleted };
  }
  const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return { deleted: null, exists: existing !== undefined };
}

/** The same for a month's exchange rate table: every pair of the month, while it has not started. */
export async function deleteScheduledExchangeTable(tx: DbOrTx, month: string, now: Date) {
  const first = `${month}-01`;
  const deleted = await tx
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.month, first), gt(exchangeRates.effectiveFrom, now)))
    .returning();
  if (deleted.length > 0) {
    return { deleted, exists: true };
  }
  const [existing] = await tx
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(eq(exchangeRates.month, first))
    .limit(1);
  return { deleted, exists: existing !== undefined };
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
  'membership_discounts_level_effectiveFrom_unique',
].map((name) => name.slice(0, 63));
