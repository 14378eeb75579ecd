import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type CreditNoteBody,
  type IssuedInvoice,
  invoicePagePath,
} from '@skyparcel/domain/invoices';
import { currencyDecimals, fromMajor } from '@skyparcel/domain/money';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { issueCreditNote, lockInvoice } from '../../modules/invoices';
import type { SessionUser } from '../../plugins/auth';

/**
 * POST /admin/invoices/{invoiceId}/credit-notes (issue 13): an operator takes back part or all
 * of an invoice with a reason. The credit note, the invoice's new balance and the operator's
 * audit entry are one transaction.
 */
export async function issueOperatorCreditNote(
  deps: { db: Db; clock: Clock },
  operator: SessionUser,
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
    const { creditNote, invoice } = await issueCreditNote(tx, {
      invoiceId,
      amountMinor: amount.amountMinor,
      reason: { code: 'TEXT', text: body.reason },
      doneBy: operator.id,
      issuedAt: deps.clock(),
    });
    await recordAudit(tx, {
      actor: operator.id,
      action: 'invoice.credit',
      subject: invoice.userId,
      detail: {
        invoiceId: invoice.id,
        number: invoice.number,
        creditNoteId: creditNote.id,
        creditNoteNumber: creditNote.number,
        amountMinor: creditNote.billedMinor,
        reason: body.reason,
      },
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
