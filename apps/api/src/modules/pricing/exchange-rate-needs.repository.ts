import { schema } from '@skyparcel/db';
import { OPERATOR_ROLES } from '@skyparcel/domain/accounts';
import { IN_SUITE_STATUSES, type PackageStatus } from '@skyparcel/domain/packages';
import type { ExchangeRateNeeds } from '@skyparcel/domain/pricing';
import { and, eq, gt, gte, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { warehouses, users, rateCards, customsRules, packages, coupons } = schema;

/** Packages a quote may still price: in the suite, or held by an unpaid request (re-quoted). */
const QUOTABLE_STATUSES: PackageStatus[] = [...IN_SUITE_STATUSES, 'awaiting_payment'];

/**
 * What quotes convert as the data stands at `at` (decision 059), for `neededExchangePairs`:
 * active warehouses' currencies; the currencies customers who may sign in are quoted in; each
 * route an active warehouse serves with the customs currency of its destination (the rule in
 * force at `at` or scheduled after it); the declared currencies of packages a quote may still
 * price; and the currencies of coupons still usable.
 */
export async function findExchangeRateNeeds(db: DbOrTx, at: Date): Promise<ExchangeRateNeeds> {
  const moment = sql`${at.toISOString()}::timestamptz`;
  const [warehouseRows, customerRows, routes, declaredValues, couponRows] = await Promise.all([
    db
      .selectDistinct({ currency: warehouses.currency })
      .from(warehouses)
      .where(eq(warehouses.isActive, true)),
    db
      .selectDistinct({ currency: users.targetCurrency })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          eq(users.isApproved, true),
          notInArray(users.role, [...OPERATOR_ROLES]),
        ),
      ),
    db
      .selectDistinct({ from: warehouses.currency, to: customsRules.currency })
      .from(rateCards)
      .innerJoin(warehouses, eq(warehouses.id, rateCards.warehouseId))
      .innerJoin(customsRules, eq(customsRules.countryCode, rateCards.destinationCountryCode))
      .where(
        and(
          eq(warehouses.isActive, true),
          // Not superseded by `at`: the version in force then, or one scheduled after it.
          sql`not exists (select 1 from ${customsRules} later_rule
            where later_rule.country_code = ${customsRules.countryCode}
              and later_rule.effective_from > ${customsRules.effectiveFrom}
              and later_rule.effective_from <= ${moment})`,
        ),
      ),
    db
      .selectDistinct({ from: sql<string>`${packages.valueCurrency}`, to: warehouses.currency })
      .from(packages)
      .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
      .where(
        and(
          inArray(packages.status, QUOTABLE_STATUSES),
          isNotNull(packages.valueCurrency),
          ne(packages.valueCurrency, warehouses.currency),
        ),
      ),
    db
      .selectDistinct({
        currency: sql<string>`${coupons.currency}`,
        hasAmount: sql<boolean>`${coupons.amountMinor} is not null`,
        hasMinimum: sql<boolean>`${coupons.minimumMinor} is not null`,
      })
      .from(coupons)
      .where(
        and(
          eq(coupons.isActive, true),
          isNotNull(coupons.currency),
          or(isNull(coupons.validUntil), gte(coupons.validUntil, at)),
          or(isNull(coupons.usageLimit), gt(coupons.usageLimit, coupons.timesUsed)),
        ),
      ),
  ]);
  return {
    warehouseCurrencies: warehouseRows.map((row) => row.currency),
    customerCurrencies: customerRows.map((row) => row.currency),
    routes,
    declaredValues,
    coupons: couponRows.map((row) => ({
      currency: row.currency,
      hasAmount: Boolean(row.hasAmount),
      hasMinimum: Boolean(row.hasMinimum),
    })),
  };
}
