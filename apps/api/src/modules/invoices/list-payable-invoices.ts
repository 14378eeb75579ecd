import type { PayableInvoice } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import { translate } from '@skyparcel/i18n';
import type { DbOrTx } from '../../lib/tx';
import { hasOverdueInvoiceRow, type InvoiceViewer, listOwedInvoices } from './invoice.repository';

/**
 * The invoices still owed that the viewer may pay, as the cart lists them (decision 049): a
 * business user's cart holds the company's, as it holds the company's requests (decision 053).
 */
export async function listPayableInvoices(
  db: DbOrTx,
  viewer: InvoiceViewer,
  locale: Locale,
  now: Date,
): Promise<PayableInvoice[]> {
  const rows = await listOwedInvoices(db, viewer);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    statement: translate(locale, `invoices.statements.${row.statementCode}`, row.statementParams),
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    isOverdue: row.dueAt !== null && row.dueAt.getTime() < now.getTime(),
    outstanding: toMoneyDto(money(row.outstandingMinor, row.currency)),
    shipRequestId: row.shipRequestId,
    ...(row.ownerName === null ? {} : { ownerName: row.ownerName }),
  }));
}

/** Whether an invoice the viewer may pay is past its due date (GET /state's debts). */
export async function hasOverdueInvoice(
  db: DbOrTx,
  viewer: InvoiceViewer,
  now: Date,
): Promise<boolean> {
  return hasOverdueInvoiceRow(db, viewer, now);
}
