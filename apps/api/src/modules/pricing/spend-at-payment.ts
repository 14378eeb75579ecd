import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type Money, money } from '@skyparcel/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { accountCredits } = schema;

/** The customer's account credit in one currency: the sum of their ledger. */
export async function creditBalanceOf(db: DbOrTx, userId: string, currency: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${accountCredits.amountMinor})` })
    .from(accountCredits)
    .where(and(eq(accountCredits.userId, userId), eq(accountCredits.currency, currency)));
  return Number(row?.total ?? 0);
}

/**
 * The customer's account credit per currency, where there is some (the cart shows what paying
 * its invoices with credit would take, decision 049).
 */
export async function creditBalancesOf(db: DbOrTx, userId: string): Promise<Money[]> {
  const total = sql<string>`sum(${accountCredits.amountMinor})`;
  const rows = await db
    .select({ currency: accountCredits.currency, total })
    .from(accountCredits)
    .where(eq(accountCredits.userId, userId))
    .groupBy(accountCredits.currency)
    .having(sql`${total} > 0`)
    .orderBy(accountCredits.currency);
  return rows.map((row) => money(Number(row.total), row.currency));
}

/**
 * The negative ledger row of account credit a paid ship request used, only while the balance
 * holds it: each quote counts the whole balance, so two requests can both have quoted it. Spends
 * of one customer queue on a transaction lock; a spend the balance no longer covers is refused
 * (PAYMENT_PRICE_CHANGED: its payment fails and is refunded), so the balance never goes below zero.
 */
export async function spendAccountCredit(
  tx: DbOrTx,
  spend: { userId: string; amountMinor: number; currency: string; reason: string },
) {
  if (spend.amountMinor <= 0) {
    return;
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${spend.userId}`}, 0))`,
  );
  if ((await creditBalanceOf(tx, spend.userId, spend.currency)) < spend.amountMinor) {
    throw new AppError('PAYMENT_PRICE_CHANGED');
  }
  await tx.insert(accountCredits).values({
    userId: spend.userId,
    amountMinor: -spend.amountMinor,
    currency: spend.currency,
    reason: spend.reason,
  });
}

/**
 * Gives the customer account credit (a credit note's amount paid beyond what is still billed,
 * decision 049), under the same per-customer lock as spending it.
 */
export async function grantAccountCredit(
  tx: DbOrTx,
  grant: { userId: string; amountMinor: number; currency: string; reason: string },
) {
  if (grant.amountMinor <= 0) {
    return;
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${grant.userId}`}, 0))`,
  );
  await tx.insert(accountCredits).values(grant);
}
