/**
 * An invoice's figures, all integer minor units of the invoice's one currency (issue 13). Lines
 * are stored as issued and never edited; the totals are derived from them here, in one place,
 * for the API, the pages and the PDF.
 */

/** What a line is: goods declared for customs (commercial), or something the customer is billed. */
export const INVOICE_LINE_KINDS = ['goods', 'charge', 'discount'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/**
 * The charge codes a line may carry. The quote's own codes (FREIGHT, INS, …, MEMBERSHIP_DISCOUNT,
 * COUPON) keep their names so a shipping invoice reads like the quote that was paid; the rest are
 * the ledger's. The UI names a code with `invoices.lines.<code>`.
 */
export const INVOICE_LINE_CODES = [
  'GOODS',
  'FREIGHT',
  'INS',
  'LPH',
  'DSB',
  'FRG',
  'EPK',
  'ORB',
  'STORAGE',
  'DUTY',
  'CUSTOMS_ADMIN_FEE',
  'VAT',
  'MEMBERSHIP_DISCOUNT',
  'COUPON',
  'WEIGHT_DIFFERENCE',
  'SERVICE',
  'RETURN',
  'MANUAL',
  'CREDIT',
] as const;
export type InvoiceLineCode = (typeof INVOICE_LINE_CODES)[number];

/** Codes whose amount counts as freight in the totals. */
const FREIGHT_CODES: ReadonlySet<InvoiceLineCode> = new Set(['FREIGHT', 'WEIGHT_DIFFERENCE']);

export type InvoiceLine = {
  kind: InvoiceLineKind;
  code: InvoiceLineCode;
  /** Free text: the item's description (goods), or the operator's words (manual, credit). */
  description: string | null;
  /** Named parameters of the line's text (weights, days, a coupon code, a service's name). */
  params: Record<string, string | number>;
  hsCode: string | null;
  quantity: number;
  unitPriceMinor: number;
  /** quantity × unit price; for a discount line the amount taken off (a positive figure). */
  totalPriceMinor: number;
  dutyMinor: number;
  /** Percent as a decimal string ('5', '12.5'), null when none applies. */
  dutyPercent: string | null;
  vatMinor: number;
  vatPercent: string | null;
  exciseMinor: number;
  packageId: string | null;
};

export type InvoiceTotals = {
  /** Goods' declared value: shown for customs, not billed. */
  commercialInvoiceMinor: number;
  freightMinor: number;
  /** Charges that are neither freight, duty nor VAT (options, storage, services, manual lines). */
  otherChargesMinor: number;
  vatMinor: number;
  dutiesMinor: number;
  exciseMinor: number;
  discountsMinor: number;
  /** What the invoice bills: charges + duties + VAT + excise − discounts (never below zero). */
  billedMinor: number;
};

/**
 * Duty, VAT and excise sit either on the goods lines (duty and VAT per item, spec section 3) or as
 * their own charge lines (DUTY, VAT, CUSTOMS_ADMIN_FEE); both count once.
 */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const totals: InvoiceTotals = {
    commercialInvoiceMinor: 0,
    freightMinor: 0,
    otherChargesMinor: 0,
    vatMinor: 0,
    dutiesMinor: 0,
    exciseMinor: 0,
    discountsMinor: 0,
    billedMinor: 0,
  };
  for (const line of lines) {
    totals.vatMinor += line.vatMinor;
    totals.dutiesMinor += line.dutyMinor;
    totals.exciseMinor += line.exciseMinor;
    if (line.kind === 'goods') {
      totals.commercialInvoiceMinor += line.totalPriceMinor;
    } else if (line.kind === 'discount') {
      totals.discountsMinor += line.totalPriceMinor;
    } else if (line.code === 'VAT') {
      totals.vatMinor += line.totalPriceMinor;
    } else if (line.code === 'DUTY' || line.code === 'CUSTOMS_ADMIN_FEE') {
      totals.dutiesMinor += line.totalPriceMinor;
    } else if (FREIGHT_CODES.has(line.code)) {
      totals.freightMinor += line.totalPriceMinor;
    } else {
      totals.otherChargesMinor += line.totalPriceMinor;
    }
  }
  const gross =
    totals.freightMinor +
    totals.otherChargesMinor +
    totals.vatMinor +
    totals.dutiesMinor +
    totals.exciseMinor;
  totals.billedMinor = Math.max(0, gross - totals.discountsMinor);
  return totals;
}

/** How far an invoice is paid; `overdue` is unpaid (in whole or part) past its due date. */
export const INVOICE_PAYMENT_STATUSES = ['paid', 'partially_paid', 'unpaid', 'overdue'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

export type InvoiceBalance = {
  billedMinor: number;
  /** Account credit the customer spent on it when it was issued or paid. */
  creditAppliedMinor: number;
  /** What payments brought in. */
  paidMinor: number;
  /** What credit notes took back. */
  creditedMinor: number;
};

/** What is still owed: never below zero (an over-credit is the customer's account credit). */
export function outstandingMinor(balance: InvoiceBalance): number {
  return Math.max(
    0,
    balance.billedMinor - balance.creditAppliedMinor - balance.paidMinor - balance.creditedMinor,
  );
}

export function invoicePaymentStatus(
  balance: InvoiceBalance,
  dueAt: Date | null,
  now: Date,
): InvoicePaymentStatus {
  const owed = outstandingMinor(balance);
  if (owed === 0) {
    return 'paid';
  }
  if (dueAt !== null && dueAt.getTime() < now.getTime()) {
    return 'overdue';
  }
  return owed < balance.billedMinor ? 'partially_paid' : 'unpaid';
}
