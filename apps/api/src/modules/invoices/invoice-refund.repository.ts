import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';
import { lockInvoice, updateInvoiceBalance } from './invoice.repository';

const { invoicePayments } = schema;

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
      responseCode: 'pending',
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
 * so finds nothing overpaid and gives no account credit besides the refund.
 */
export async function confirmInvoiceRefund(
  tx: Tx,
  claim: { claimId: string; invoiceId: string; amountMinor: number },
  refundId: string,
  at: Date,
) {
  await tx
    .update(invoicePayments)
    .set({ responseCode: 'refunded', transactionId: refundId, paidAt: at })
    .where(eq(invoicePayments.id, claim.claimId));
  const invoice = await lockInvoice(tx, claim.invoiceId);
  if (!invoice) {
    throw new Error(`invoice ${claim.invoiceId} vanished`);
  }
  await updateInvoiceBalance(tx, invoice, { paidMinor: -claim.amountMinor });
}

/** The gateway refused: the claim goes, and the payment may be refunded again later. */
export async function releaseInvoiceRefund(tx: Tx, claimId: string) {
  await tx.delete(invoicePayments).where(eq(invoicePayments.id, claimId));
}
