import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type CreditNoteBody,
  type IssuedInvoice,
  invoicePagePath,
} from '@skyparcel/domain/invoices';
import { currencyDecimals, fromMajor } from '@skyparcel/domain/money';
import type { Clock } from '../../lib/clock';
import { issueCreditNote, lockInvoice } from '../../modules/invoices';
import type { SessionUser } from '../../plugins/auth';

/**
 * POST /admin/invoices/{invoiceId}/credit-notes (issue 13): an operator takes back part or all
 * of an invoice with a reason. The credit note, the invoice's new balance (what was paid beyond
 * it becomes account credit) and the audit entry are one transaction.
 */
export async function issueOperatorCreditNote(
  deps: { db: Db; clock: Clock },
  operator: Pick<SessionUser, 'id'>,
  invoiceId: string,
  body: CreditNoteBody,
): Promise<IssuedInvoice> {
  const creditNote = await deps.db.transaction(async (tx) => {
    // The amount is in the invoice's currency, known once its row is locked.
    const locked = await lockInvoice(tx, invoiceId);
    if (!locked) {
      throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
    }
    const amount = fromMajor(body.amount, locked.currency);
    if (
      Math.abs(amount.amountMinor - body.amount * 10 ** currencyDecimals(locked.currency)) > 1e-6
    ) {
      throw new AppError('VALIDATION_FAILED', { fields: { amount: 'validation.amountDecimals' } });
    }
    if (locked.kind === 'credit_note') {
      throw new AppError('INVOICE_NOT_CREDITABLE', { params: { number: locked.number } });
    }
    // The ledger audits the credit note with the operator as its actor (decision 049).
    const { creditNote } = await issueCreditNote(tx, {
      invoiceId,
      amountMinor: amount.amountMinor,
      reason: body.reason,
      by: operator.id,
      issuedAt: deps.clock(),
    });
    return creditNote;
  });
  return {
    id: creditNote.id,
    number: creditNote.number,
    kind: creditNote.kind,
    pagePath: invoicePagePath(creditNote.kind, creditNote.id),
  };
}
