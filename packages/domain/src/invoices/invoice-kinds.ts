/**
 * The five kinds of spec section 3 (Invoice), plus the credit note an operator or a refund makes
 * (issue 13). Each kind has its own gap-free number sequence per year.
 */
export const INVOICE_KINDS = [
  /** Made when a ship request is paid: its freight, options, storage, duty and VAT. */
  'shipping',
  /** The weight difference found at packing (decision 043), unpaid until the customer pays it. */
  'shipping_additional',
  /** Additional services and storage fees of packages left in storage. */
  'service',
  /** A return to the shop. */
  'return',
  /** Made by an operator, with lines and a reason. */
  'manual',
  /** Takes back all or part of an issued invoice (an operator's, or a refund's). */
  'credit_note',
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The prefix of each kind's tax invoice number: 'SI-2026-000042'. */
export const INVOICE_NUMBER_PREFIXES: Record<InvoiceKind, string> = {
  shipping: 'SI',
  shipping_additional: 'SA',
  service: 'SV',
  return: 'RI',
  manual: 'MI',
  credit_note: 'CN',
};

/** The six-digit serial is padded; past 999,999 a year it simply grows a digit. */
export function formatInvoiceNumber(kind: InvoiceKind, year: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`serial must be a positive integer, got ${serial}`);
  }
  return `${INVOICE_NUMBER_PREFIXES[kind]}-${year}-${String(serial).padStart(6, '0')}`;
}

/** Which of the spec's three invoice pages shows a kind (spec section 2, routes). */
export const INVOICE_PAGE_OF_KIND: Record<
  InvoiceKind,
  'shipping' | 'service-return' | 'manual-credit'
> = {
  shipping: 'shipping',
  shipping_additional: 'shipping',
  service: 'service-return',
  return: 'service-return',
  manual: 'manual-credit',
  credit_note: 'manual-credit',
};

/**
 * Whether an invoice of a kind carries the customs note of spec section 9 ("The return/service
 * invoice text says AED 300"): the kinds of the service and return page (decision 050).
 */
export function hasReturnCustomsNote(kind: InvoiceKind): boolean {
  return INVOICE_PAGE_OF_KIND[kind] === 'service-return';
}

/** The route of the page that shows an invoice of a kind, with its id. */
export function invoicePagePath(kind: InvoiceKind, invoiceId: string): string {
  return `/${INVOICE_PAGE_OF_KIND[kind]}-invoice?id=${encodeURIComponent(invoiceId)}`;
}

/** Days a customer has to pay an invoice when nothing else is said (issue 13: the due date is data). */
export const DEFAULT_INVOICE_DUE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The due date an invoice gets when nothing else is said: DEFAULT_INVOICE_DUE_DAYS of 24 hours
 * after the issue instant, so the same instant in every zone (decision 058).
 */
export function defaultInvoiceDueAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + DEFAULT_INVOICE_DUE_DAYS * DAY_MS);
}
