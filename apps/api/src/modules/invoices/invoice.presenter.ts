import {
  type InvoiceCargo,
  type InvoiceDto,
  type InvoiceLine,
  type InvoiceReason,
  invoicePaymentStatus,
} from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { translate } from '@skyparcel/i18n';
import type { InvoicePaymentRow, InvoiceReadRow } from './invoice.repository';

export type InvoiceDetail = InvoiceReadRow & {
  lines: InvoiceLine[];
  lineCount: number;
  payments: InvoicePaymentRow[];
  creditNotes: { id: string; number: string; amountMinor: number }[];
  /** An EDI booking's invoice: what its shipments carry; null on others. */
  cargo: InvoiceCargo | null;
};

/** An invoice as every page and the PDF show it, its texts in the reader's language. */
export function presentInvoice(detail: InvoiceDetail, locale: Locale, now: Date): InvoiceDto {
  const { invoice } = detail;
  const balance = {
    billedMinor: invoice.billedMinor,
    creditAppliedMinor: invoice.creditAppliedMinor,
    paidMinor: invoice.paidMinor,
    creditedMinor: invoice.creditedMinor,
  };
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    statement: translate(
      locale,
      `invoices.statements.${invoice.statementCode}`,
      invoice.statementParams,
    ),
    currency: invoice.currency,
    issuedAt: invoice.issuedAt.toISOString(),
    importedAt: invoice.importedAt?.toISOString() ?? null,
    dueAt: invoice.dueAt?.toISOString() ?? null,
    doneBy: invoice.doneBy === null ? null : detail.doneByName,
    reason: invoice.reason ? describeInvoiceReason(invoice.reason, locale) : null,
    billTo: invoice.billTo,
    warehouse: detail.warehouse,
    shipRequest: detail.shipRequest && {
      id: detail.shipRequest.id,
      orderNumber: formatOrderNumber(detail.shipRequest.number),
      airWaybillNumber: detail.shipRequest.airWaybillNumber,
    },
    creditsInvoice: detail.creditsInvoice,
    creditNotes: detail.creditNotes,
    lines: detail.lines,
    lineCount: detail.lineCount,
    cargo: detail.cargo,
    totals: {
      commercialInvoiceMinor: invoice.commercialInvoiceMinor,
      freightMinor: invoice.freightMinor,
      otherChargesMinor: invoice.otherChargesMinor,
      vatMinor: invoice.vatMinor,
      dutiesMinor: invoice.dutiesMinor,
      exciseMinor: invoice.exciseMinor,
      discountsMinor: invoice.discountsMinor,
      ...balance,
      outstandingMinor: invoice.outstandingMinor,
    },
    paymentStatus:
      invoice.kind === 'credit_note' ? 'paid' : invoicePaymentStatus(balance, invoice.dueAt, now),
    payments: detail.payments.map((payment) => ({
      payMethod: payment.method,
      amountMinor: payment.amountMinor,
      responseCode: payment.responseCode,
      responseText: payment.responseText,
      transactionId: payment.transactionId,
      chargedTo: payment.chargedTo,
      paidAt: payment.paidAt.toISOString(),
    })),
  };
}

/** Why an invoice exists, in the reader's language (the weights of a weight difference). */
export function describeInvoiceReason(reason: InvoiceReason, locale: Locale): string {
  if (reason.code === 'TEXT') {
    return reason.text;
  }
  return translate(locale, 'invoices.reasons.WEIGHT_DIFFERENCE', {
    paidKg: String(reason.paidKg),
    billedKg: String(reason.billedKg),
  });
}
