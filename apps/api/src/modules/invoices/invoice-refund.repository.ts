import { type Db, schema } from '@skyparcel/db';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../lib/tx';
import { lockInvoice, updateInvoiceBalance } from './invoice.repository';

const { invoicePayments, invoices } = schema;
const PENDING = 'pending';

/**
 * Claims the refund of one card payment of an invoice before the gateway is asked (the invoice
 * locked by the caller): a negative `refund` row, pending until the gateway answers. The unique
 * key (invoice, payment, method) lets one claim in, so a payment is refunded once.
 */
export async function claimInvoiceRefund(
  tx: Tx,
  claim: {
    invoiceId: string;
    paymentId: string;
    amountMinor: number;
    chargedTo: string | null;
    at: Date;
  },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: claim.invoiceId,
      paymentId: claim.paymentId,
      method: 'refund',
      amountMinor: -claim.amountMinor,
      responseCode: PENDING,
      chargedTo: claim.chargedTo,
      paidAt: claim.at,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  return row?.id;
}

/**
 * The gateway refunded: the claim carries its refund id, and the invoice's paid comes down by
 * the amount under its lock. The caller then issues the credit note of the same amount, which
 * so finds nothing overpaid and gives no account credit besides the refund. Answers false, and
 * changes nothing, when the claim is no longer pending: the normal path and the recovery pass
 * (a claim its process left behind) may both hear the gateway's answer, and one confirms.
 */
export async function confirmInvoiceRefund(
  tx: Tx,
  claim: { claimId: string; invoiceId: string; amountMinor: number },
  refundId: string,
  at: Date,
): Promise<boolean> {
  const [confirmed] = await tx
    .update(invoicePayments)
    .set({ responseCode: 'refunded', transactionId: refundId, paidAt: at })
    .where(and(eq(invoicePayments.id, claim.claimId), eq(invoicePayments.responseCode, PENDING)))
    .returning({ id: invoicePayments.id });
  if (!confirmed) {
    return false;
  }
  const invoice = await lockInvoice(tx, claim.invoiceId);
  if (!invoice) {
    throw new Error(`invoice ${claim.invoiceId} vanished`);
  }
  await updateInvoiceBalance(tx, invoice, { paidMinor: -claim.amountMinor });
  return true;
}

/** The gateway refused: the pending claim goes, and the payment may be refunded again later. */
export async function releaseInvoiceRefund(tx: Tx, claimId: string) {
  await tx
    .delete(invoicePayments)
    .where(and(eq(invoicePayments.id, claimId), eq(invoicePayments.responseCode, PENDING)));
}

export type StalledRefundClaim = Awaited<ReturnType<typeof leaseStalledRefundClaims>>[number];

/**
 * Refund claims pending since before `stalledBefore` (a process stopped between the gateway and
 * the commit, decision 051), each with what asking the gateway again needs: the card payment's
 * transaction, the invoice's currency and customer. They are locked (a claim another process
 * holds is skipped) and their claim time moved to `now`, in one transaction: a second pass, now
 * or in the next minutes, finds nothing, and a pass that dies holding them leaves them to be
 * taken again once they look stalled.
 */
export async function leaseStalledRefundClaims(
  db: Db,
  { stalledBefore, now }: { stalledBefore: Date; now: Date },
) {
  const card = alias(invoicePayments, 'card');
  return db.transaction(async (tx) => {
    const claims = await tx
      .select({
        claimId: invoicePayments.id,
        invoiceId: invoicePayments.invoiceId,
        paymentId: card.paymentId,
        amountMinor: card.amountMinor,
        transactionId: card.transactionId,
        currency: invoices.currency,
        invoiceNumber: invoices.number,
        userId: invoices.userId,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .innerJoin(
        card,
        and(
          eq(card.invoiceId, invoicePayments.invoiceId),
          eq(card.paymentId, invoicePayments.paymentId),
          eq(card.method, 'card'),
        ),
      )
      .where(
        and(
          eq(invoicePayments.method, 'refund'),
          eq(invoicePayments.responseCode, PENDING),
          lt(invoicePayments.paidAt, stalledBefore),
        ),
      )
      .orderBy(invoicePayments.paidAt)
      .limit(100)
      .for('update', { of: invoicePayments, skipLocked: true });
    if (claims.length > 0) {
      await tx
        .update(invoicePayments)
        .set({ paidAt: now })
        .where(
          inArray(
            invoicePayments.id,
            claims.map((claim) => claim.claimId),
          ),
        );
    }
    return claims;
  });
}
