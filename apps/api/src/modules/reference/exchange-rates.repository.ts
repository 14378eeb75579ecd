import { schema } from '@skyparcel/db';
import { rateTableMonthOf } from '@skyparcel/domain/pricing';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

/** First day of the month `at` falls in, as 'YYYY-MM-DD' (rates are monthly, spec section 9). */
export const monthOf = rateTableMonthOf;

/**
 * The rate of the month `at` falls in, or of the latest month before it when this month's table
 * is not loaded yet, among the tables in force at `at` (one added late counts from the moment it
 * was added, decision 040). 1 `from` = rate `to`; the same currency is always 1.
 */
export async function findExchangeRate(
  db: DbOrTx,
  from: string,
  to: string,
  at = new Date(),
): Promise<string | undefined> {
  if (from === to) {
    return '1';
  }
  const [row] = await db
    .select({ rate: schema.exchangeRates.rate })
    .from(schema.exchangeRates)
    .where(
      and(
        eq(schema.exchangeRates.fromCurrency, from),
        eq(schema.exchangeRates.toCurrency, to),
        lte(schema.exchangeRates.month, monthOf(at)),
        lte(schema.exchangeRates.effectiveFrom, at),
      ),
    )
    .orderBy(desc(schema.exchangeRates.month))
    .limit(1);
  return row?.rate;
}
