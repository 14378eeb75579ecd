import type { WeightDifferenceReason } from '../packing/ship-request-charge';

/**
 * How money reached an invoice (spec section 3, Invoice: pay method): a card through the
 * gateway, the customer's account credit, a zero total covered by a coupon or credit, or a
 * refund given back (decision 049).
 */
export const INVOICE_PAY_METHODS = ['card', 'account_credit', 'covered', 'refund'] as const;
export type InvoicePayMethod = (typeof INVOICE_PAY_METHODS)[number];

/**
 * What the statement line says, by kind; the UI and the PDF read `invoices.statements.<code>`
 * with the invoice's `statementParams` (an order number, a month).
 */
export const INVOICE_STATEMENT_CODES = [
  'SHIPPING',
  /** A business's EDI upload billed on account (decision 054): a line per booked shipment. */
  'EDI_BOOKING',
  'SHIPPING_ADDITIONAL',
  'SERVICE',
  'STORAGE',
  'RETURN',
  'MANUAL',
  'CREDIT_NOTE',
] as const;
export type InvoiceStatementCode = (typeof INVOICE_STATEMENT_CODES)[number];

/**
 * Why an invoice exists, stored with it: packing's weight difference (decision 043), or an
 * operator's own words (a manual invoice, a credit note, a refund). Read with
 * `invoices.reasons.<code>`.
 */
export type InvoiceReason = WeightDifferenceReason | { code: 'TEXT'; text: string };
