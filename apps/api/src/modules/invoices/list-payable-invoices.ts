import type { PayableInvoice } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import { translate } from '@skyparcel/i18n';
import type { DbOrTx } from '../../lib/tx';
import { findOverdueInvoice, listOwedInvoices } from './invoice.repository';

/** The customer's invoices still owed, as the cart lists them (decision 049). */
export async function listPayableInvoices(
  db: DbOrTx,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<PayableInvoice[]> {
  const rows = await listOwedInvoices(db, userId);
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
  }));
}

/** Whether the customer owes an invoice past its due date (GET /state's debts). */
export async function hasOverdueInvoice(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  return (await findOverdueInvoice(db, userId, now)) !== undefined;
}
