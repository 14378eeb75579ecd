import type { Tx } from '../../lib/tx';
import { recordAudit } from '../../modules/audit';
import { confirmInvoiceRefund, type InvoiceRow, issueCreditNote } from '../../modules/invoices';
import type { RefundClaim } from './claim-invoice-refund';

/**
 * Step 3 of a refund the gateway made (decision 051), in the caller's transaction: the claim is
 * confirmed (paid lowered), the credit note of the amount issued and the refund audited. The
 * operator's request and the recovery pass both end here; the one that finds the claim no
 * longer pending changes nothing and answers undefined, so a refund has one credit note.
 */
export async function completeInvoiceRefund(
  tx: Tx,
  claim: RefundClaim,
  {
    refundId,
    reason,
    by,
    now,
    isRecovered = false,
  }: { refundId: string; reason: string; by: string | null; now: Date; isRecovered?: boolean },
): Promise<InvoiceRow | undefined> {
  const isConfirmed = await confirmInvoiceRefund(
    tx,
    { claimId: claim.claimId, invoiceId: claim.invoiceId, amountMinor: claim.amountMinor },
    refundId,
    now,
  );
  if (!isConfirmed) {
    return undefined;
  }
  const { creditNote } = await issueCreditNote(tx, {
    invoiceId: claim.invoiceId,
    amountMinor: claim.amountMinor,
    reason,
    by,
    issuedAt: now,
  });
  await recordAudit(tx, {
    actor: by,
    action: 'invoice.refund',
    subject: claim.userId,
    detail: {
      invoiceId: claim.invoiceId,
      number: claim.invoiceNumber,
      paymentId: claim.paymentId,
      transactionId: claim.transactionId,
      refundId,
      amountMinor: claim.amountMinor,
      creditNoteId: creditNote.id,
      creditNoteNumber: creditNote.number,
      reason,
      ...(isRecovered ? { recovered: true } : {}),
    },
  });
  return creditNote;
}
