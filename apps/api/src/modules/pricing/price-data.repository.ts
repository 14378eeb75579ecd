import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import { and, asc, desc, eq, lte, max, sql, sum } from 'drizzle-orm';

const {
  rateCards,
  customsRules,
  exchangeRates,
  shippingOptions,
  shippingOptionFees,
  membershipDiscounts,
  coupons,
  accountCredits,
} = schema;

/** The rate card from a warehouse to a destination country (0.5 kg steps). */
export async function findRateCard(db: Db, warehouseId: string, destinationCountryCode: string) {
  const [row] = await db
    .select()
    .from(rateCards)
    .where(
      and(
        eq(rateCards.warehouseId, warehouseId),
        eq(rateCards.destinationCountryCode, destinationCountryCode),
      ),
    );
  return row;
}

/** A destination's duty, VAT and extended liability figures. */
export async function findCustomsRule(db: Db, countryCode: string) {
  const [row] = await db
    .select()
    .from(customsRules)
    .where(eq(customsRules.countryCode, countryCode));
  return row;
}

/**
 * The whole exchange rate table of the month `at` falls in, or of the latest month before it
 * when this month's is not loaded yet (spec section 9: rates change at the start of a month).
 */
export async function findMonthRates(db: Db, at: Date) {
  const month = `${at.toISOString().slice(0, 7)}-01`;
  const latest = db
    .select({ month: max(exchangeRates.month) })
    .from(exchangeRates)
    .where(lte(exchangeRates.month, month));
  const rows = await db
    .select({
      month: exchangeRates.month,
      from: exchangeRates.fromCurrency,
      to: exchangeRates.toCurrency,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.month, sql`(${latest})`));
  return { month: rows[0]?.month ?? null, isFallback: rows[0]?.month !== month, rows };
}

/** The shipping preferences with their names, in their order. */
export function findShippingOptions(db: Db) {
  return db.select().from(shippingOptions).orderBy(asc(shippingOptions.sortOrder));
}

/**
 * Each option's fee in force at `at` at every warehouse (or one), the newest row from on or
 * before `at`: later rows change a price without touching a quote given earlier.
 */
export async function findOptionFees(db: Db, at: Date, warehouseId?: string) {
  return db
    .selectDistinctOn([shippingOptionFees.optionCode, shippingOptionFees.warehouseId], {
      optionCode: shippingOptionFees.optionCode,
      warehouseId: shippingOptionFees.warehouseId,
      feeMinor: shippingOptionFees.feeMinor,
      currency: schema.warehouses.currency,
    })
    .from(shippingOptionFees)
    .innerJoin(schema.warehouses, eq(schema.warehouses.id, shippingOptionFees.warehouseId))
    .where(
      and(
        lte(shippingOptionFees.effectiveFrom, at),
        warehouseId === undefined ? undefined : eq(shippingOptionFees.warehouseId, warehouseId),
      ),
    )
    .orderBy(
      shippingOptionFees.optionCode,
      shippingOptionFees.warehouseId,
      desc(shippingOptionFees.effectiveFrom),
    );
}

export type OptionFeeRow = Awaited<ReturnType<typeof findOptionFees>>[number] & {
  optionCode: ShippingOptionCode;
};

/** The membership discount of a level in force at `at`. */
export async function findMembershipDiscount(db: Db, level: string, at: Date) {
  const [row] = await db
    .select()
    .from(membershipDiscounts)
    .where(and(eq(membershipDiscounts.level, level), lte(membershipDiscounts.effectiveFrom, at)))
    .orderBy(desc(membershipDiscounts.effectiveFrom))
    .limit(1);
  return row;
}

/** A coupon by its normalised code. */
export async function findCoupon(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** The customer's account credit in one currency: the sum of the ledger. */
export async function findCreditBalance(db: Db, userId: string, currency: string) {
  const [row] = await db
    .select({ balance: sum(accountCredits.amountMinor).mapWith(Number) })
    .from(accountCredits)
    .where(and(eq(accountCredits.userId, userId), eq(accountCredits.currency, currency)));
  return row?.balance ?? 0;
}
