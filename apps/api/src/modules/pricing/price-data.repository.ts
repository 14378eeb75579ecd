import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import { rateTableMonthOf } from '@skyparcel/domain/pricing';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const {
  rateCards,
  customsRules,
  exchangeRates,
  shippingOptions,
  shippingOptionFees,
  membershipDiscounts,
  coupons,
  couponUses,
  accountCredits,
  warehousePriceTerms,
} = schema;

/** The rate card from a warehouse to a destination country in force at `at` (0.5 kg steps). */
export async function findRateCard(
  db: Db,
  warehouseId: string,
  destinationCountryCode: string,
  at: Date,
) {
  const [row] = await db
    .select()
    .from(rateCards)
    .where(
      and(
        eq(rateCards.warehouseId, warehouseId),
        eq(rateCards.destinationCountryCode, destinationCountryCode),
        lte(rateCards.effectiveFrom, at),
      ),
    )
    .orderBy(desc(rateCards.effectiveFrom))
    .limit(1);
  return row;
}

/** A destination's duty, VAT and extended liability figures in force at `at`. */
export async function findCustomsRule(db: Db, countryCode: string, at: Date) {
  const [row] = await db
    .select()
    .from(customsRules)
    .where(and(eq(customsRules.countryCode, countryCode), lte(customsRules.effectiveFrom, at)))
    .orderBy(desc(customsRules.effectiveFrom))
    .limit(1);
  return row;
}

/** A warehouse's storage and liability terms in force at `at`. */
export async function findWarehouseTerms(db: Db, warehouseId: string, at: Date) {
  const [row] = await db
    .select()
    .from(warehousePriceTerms)
    .where(
      and(
        eq(warehousePriceTerms.warehouseId, warehouseId),
        lte(warehousePriceTerms.effectiveFrom, at),
      ),
    )
    .orderBy(desc(warehousePriceTerms.effectiveFrom))
    .limit(1);
  return row;
}

type CustomsRuleFigures = {
  countryCode: string;
  currency: string;
  dutyThresholdMinor: number;
  dutyRateBp: number;
  vatRateBp: number;
  adminFeeMinor: number;
  extendedLiabilityFeeMinor: number;
};

type WarehouseTerms = {
  freeStorageDays: number;
  storageFeePerDayMinor: number;
  liabilityIncrementMinor: number;
};

/**
 * Everything a quote reads about a route, in one query (a quote is asked for on every change of
 * the wizard), each figure the version in force at `at` (decision 040): the rate card from the
 * warehouse to the destination, the destination's customs rule, the warehouse's storage and
 * liability terms and option fees (the newest row from on or before `at`), and the exchange rate
 * table of the month `at` falls in, or of the latest month before it when this month's is not
 * loaded yet (spec section 9). Undefined when the warehouse does not ship there at `at`.
 */
export async function findRoutePrices(
  db: Db,
  warehouseId: string,
  destinationCountryCode: string,
  at: Date,
) {
  const month = rateTableMonthOf(at);
  const moment = sql`${at.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      rateCard: {
        currency: rateCards.currency,
        steps: rateCards.steps,
        effectiveFrom: rateCards.effectiveFrom,
      },
      customsRule: sql<CustomsRuleFigures | null>`(
        select json_build_object('countryCode', ${customsRules.countryCode},
          'currency', ${customsRules.currency}, 'dutyThresholdMinor', ${customsRules.dutyThresholdMinor},
          'dutyRateBp', ${customsRules.dutyRateBp}, 'vatRateBp', ${customsRules.vatRateBp},
          'adminFeeMinor', ${customsRules.adminFeeMinor},
          'extendedLiabilityFeeMinor', ${customsRules.extendedLiabilityFeeMinor})
        from ${customsRules}
        where ${customsRules.countryCode} = ${destinationCountryCode}
          and ${customsRules.effectiveFrom} <= ${moment}
        order by ${customsRules.effectiveFrom} desc limit 1)`,
      terms: sql<WarehouseTerms | null>`(
        select json_build_object('freeStorageDays', ${warehousePriceTerms.freeStorageDays},
          'storageFeePerDayMinor', ${warehousePriceTerms.storageFeePerDayMinor},
          'liabilityIncrementMinor', ${warehousePriceTerms.liabilityIncrementMinor})
        from ${warehousePriceTerms}
        where ${warehousePriceTerms.warehouseId} = ${warehouseId}
          and ${warehousePriceTerms.effectiveFrom} <= ${moment}
        order by ${warehousePriceTerms.effectiveFrom} desc limit 1)`,
      optionFees: sql<{ optionCode: ShippingOptionCode; feeMinor: number }[] | null>`(
        select json_agg(json_build_object('optionCode', fee.option_code, 'feeMinor', fee.fee_minor))
        from (
          select distinct on (${shippingOptionFees.optionCode})
            ${shippingOptionFees.optionCode} as option_code, ${shippingOptionFees.feeMinor} as fee_minor
          from ${shippingOptionFees}
          where ${shippingOptionFees.warehouseId} = ${warehouseId}
            and ${shippingOptionFees.effectiveFrom} <= ${moment}
          order by ${shippingOptionFees.optionCode}, ${shippingOptionFees.effectiveFrom} desc
        ) fee)`,
      rates: sql<{ month: string; from: string; to: string; rate: string }[] | null>`(
        select json_agg(json_build_object('month', ${exchangeRates.month}::text,
          'from', ${exchangeRates.fromCurrency}, 'to', ${exchangeRates.toCurrency},
          'rate', ${exchangeRates.rate}::text))
        from ${exchangeRates}
        where ${exchangeRates.effectiveFrom} <= ${moment} and ${exchangeRates.month} = (
          select max(${exchangeRates.month}) from ${exchangeRates}
          where ${exchangeRates.month} <= ${month} and ${exchangeRates.effectiveFrom} <= ${moment}))`,
    })
    .from(rateCards)
    .where(
      and(
        eq(rateCards.warehouseId, warehouseId),
        eq(rateCards.destinationCountryCode, destinationCountryCode),
        lte(rateCards.effectiveFrom, at),
      ),
    )
    .orderBy(desc(rateCards.effectiveFrom))
    .limit(1);
  return (
    row && {
      rateCard: row.rateCard,
      customsRule: row.customsRule,
      terms: row.terms,
      optionFees: row.optionFees ?? [],
      rates: row.rates ?? [],
    }
  );
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

/**
 * What a quote needs of the customer in one query: their currency, the membership discount of
 * their level in force at `at` (a business company's users are `business`, everyone else
 * `standard`; none when that version deactivated the level, decision 045), and their account
 * credit in their currency (the sum of the ledger).
 */
export async function findCustomerPricing(db: Db, userId: string, at: Date) {
  const { users } = schema;
  // Qualified by hand: inside a subquery an unqualified "id" would be the subquery table's own.
  const level = sql<string>`case when "users"."company_id" is null then 'standard' else 'business' end`;
  const [row] = await db
    .select({
      currency: users.targetCurrency,
      level,
      discountBasisPoints: sql<number | null>`(
        select case when ${membershipDiscounts.isActive} then ${membershipDiscounts.discountBasisPoints} end
        from ${membershipDiscounts}
        where ${membershipDiscounts.level} = ${level} and ${membershipDiscounts.effectiveFrom} <= ${at.toISOString()}
        order by ${membershipDiscounts.effectiveFrom} desc limit 1)`,
      creditMinor: sql<string | null>`(
        select sum(${accountCredits.amountMinor}) from ${accountCredits}
        where ${accountCredits.userId} = "users"."id" and ${accountCredits.currency} = "users"."target_currency")`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (
    row && {
      currency: row.currency,
      level: row.level,
      discountBasisPoints:
        row.discountBasisPoints === null ? null : Number(row.discountBasisPoints),
      creditMinor: Number(row.creditMinor ?? 0),
    }
  );
}

/**
 * A coupon by its normalised code, and whether this customer has already used it (a paid ship
 * request), in one query (the quote's query count, decision 034).
 */
export async function findCoupon(db: DbOrTx, code: string, userId: string) {
  const [row] = await db
    .select({
      coupon: coupons,
      // Qualified by hand, as in findCustomerPricing: unqualified, "id" would be coupon_uses'.
      isUsedByCustomer: sql<boolean>`exists (
        select 1 from ${couponUses}
        where ${couponUses.couponId} = "coupons"."id" and ${couponUses.userId} = ${userId})`,
    })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row && { ...row.coupon, isUsedByCustomer: Boolean(row.isUsedByCustomer) };
}
