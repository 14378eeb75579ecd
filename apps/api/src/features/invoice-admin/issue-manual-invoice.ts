import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type InvoiceLine,
  type IssuedInvoice,
  invoicePagePath,
  type ManualInvoiceBody,
} from '@skyparcel/domain/invoices';
import { fromMajor } from '@skyparcel/domain/money';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { issueInvoice } from '../../modules/invoices';
import { findUserByEmail, findUserBySuiteNumber } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

/** The customer an operator names: a suite number ('SP123456') or an e-mail address. */
async function findCustomer(db: Db, customer: string) {
  return customer.includes('@')
    ? findUserByEmail(db, customer.toLowerCase())
    : findUserBySuiteNumber(db, customer.toUpperCase());
}

/**
 * POST /admin/invoices/manual (issue 13): an operator bills a customer for lines of their own,
 * with the reason the customer reads on the invoice. One transaction: the next MI number, the
 * lines, the operator as done-by, the ledger's audit entry and the operator's own.
 */
export async function issueManualInvoice(
  deps: { db: Db; clock: Clock },
  operator: Pick<SessionUser, 'id'>,
  body: ManualInvoiceBody,
): Promise<IssuedInvoice> {
  const customer = await findCustomer(deps.db, body.customer);
  if (!customer || customer.role === 'STAFF' || customer.role === 'ADMIN') {
    throw new AppError('INVOICE_CUSTOMER_NOT_FOUND', { params: { customer: body.customer } });
  }
  const lines: InvoiceLine[] = body.lines.map((line) => {
    const unitPriceMinor = fromMajor(line.unitPrice, body.currency).amountMinor;
    return {
      kind: 'charge',
      code: 'MANUAL',
      description: line.description,
      params: {},
      hsCode: null,
      quantity: line.quantity,
      unitPriceMinor,
      totalPriceMinor: unitPriceMinor * line.quantity,
      dutyMinor: 0,
      dutyPercent: null,
      vatMinor: 0,
      vatPercent: null,
      exciseMinor: 0,
      packageId: null,
    };
  });
  const invoice = await deps.db.transaction(async (tx) => {
    const issued = await issueInvoice(tx, {
      kind: 'manual',
      userId: customer.id,
      currency: body.currency,
      statement: { code: 'MANUAL' },
      reason: { code: 'TEXT', text: body.reason },
      billTo: {
        name: [customer.firstName, customer.lastName].join(' '),
        lines: [],
        countryCode: null,
        phone: null,
        email: customer.email,
        taxId: null,
      },
      lines,
      issuedAt: deps.clock(),
      doneBy: operator.id,
    });
    await recordAudit(tx, {
      actor: operator.id,
      action: 'invoice.manual',
      subject: customer.id,
      detail: { invoiceId: issued.id, number: issued.number, reason: body.reason },
    });
    return issued;
  });
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    pagePath: invoicePagePath(invoice.kind, invoice.id),
  };
}
