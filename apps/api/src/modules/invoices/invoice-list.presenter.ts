import {
  type InvoiceListRow,
  type InvoicePaymentStatus,
  invoicePagePath,
  invoicePaymentStatus,
} from '@skyparcel/domain/invoices';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { InvoiceListRowData } from './invoice-list.repository';

/** A credit note owes nothing; any other invoice has the domain's payment status. */
export function paymentStatusOf(
  invoice: InvoiceListRowData['invoice'],
  now: Date,
): InvoicePaymentStatus {
  if (invoice.kind === 'credit_note') {
    return 'paid';
  }
  return invoicePaymentStatus(invoice, invoice.dueAt, now);
}

/** A row of the operators' and the company's invoice lists. */
export function presentInvoiceListRow(row: InvoiceListRowData, now: Date): InvoiceListRow {
  const { invoice, customer } = row;
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt?.toISOString() ?? null,
    currency: invoice.currency,
    billedMinor: invoice.billedMinor,
    paidMinor: invoice.paidMinor,
    creditedMinor: invoice.creditedMinor,
    outstandingMinor: invoice.outstandingMinor,
    paymentStatus: paymentStatusOf(invoice, now),
    invoiceStatus: invoice.creditedMinor > 0 ? 'credited' : 'issued',
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      suiteNumber: customer.suiteNumber,
    },
    orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
    origin: row.origin,
    destination: row.destination,
    pagePath: invoicePagePath(invoice.kind, invoice.id),
  };
}
