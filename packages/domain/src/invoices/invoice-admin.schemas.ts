import { z } from 'zod';
import { MAX_AMOUNT, TOO_LARGE_KEY } from '../input/bounded-input';
import { CURRENCY_DECIMALS } from '../money/currency-decimals';
import { INVOICE_KINDS } from './invoice-kinds';
import { INVOICE_PAYMENT_STATUSES } from './invoice-totals';

/**
 * The operators' invoice calls (ADMIN, `/admin/invoices…`) and the company's Invoices page
 * (SHIPPER ADMIN, `/invoices`, `/Invoices/skec`), decision 051. Amounts in lists are integer
 * minor units of the row's currency; amounts typed into a form are major units, as the coupon
 * and price forms take them (decisions 040, 045).
 */

/** 'issued' until a credit note takes any of it back, then 'credited' (the spec's invoice status). */
export const INVOICE_LIST_STATUSES = ['issued', 'credited'] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];

/** One row of the operators' and the company's invoice lists. */
export const InvoiceListRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  currency: z.string(),
  billedMinor: z.number().int(),
  paidMinor: z.number().int(),
  creditedMinor: z.number().int(),
  outstandingMinor: z.number().int(),
  paymentStatus: z.enum(INVOICE_PAYMENT_STATUSES),
  invoiceStatus: z.enum(INVOICE_LIST_STATUSES),
  customer: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    suiteNumber: z.string().nullable(),
  }),
  orderNumber: z.string().nullable(),
  /** Origin: the warehouse's country; destination: the ship request's country. */
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  /** The page that shows it (`invoicePagePath`). */
  pagePath: z.string(),
});
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;

/** What the listed invoices add up to, per currency (the company page's outstanding and paid). */
export const InvoiceListTotalSchema = z.object({
  currency: z.string(),
  billedMinor: z.number().int(),
  paidMinor: z.number().int(),
  outstandingMinor: z.number().int(),
});
export type InvoiceListTotal = z.infer<typeof InvoiceListTotalSchema>;

export const InvoiceListPageSchema = z.object({
  items: z.array(InvoiceListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every invoice the filter matches, not only this page. */
  totals: z.array(InvoiceListTotalSchema),
});
export type InvoiceListPage = z.infer<typeof InvoiceListPageSchema>;

/**
 * The operators' list (GET /admin/invoices) over every customer's invoices: `total` stops at
 * `LIST_COUNT_CAP` (or the end of the page asked for) and `isTotalCapped` says more match, so an
 * unfiltered list does not count half a million invoices (decision 073). `totals` are summed only
 * over a set that was counted whole: null when capped.
 */
export const AdminInvoiceListPageSchema = InvoiceListPageSchema.extend({
  isTotalCapped: z.boolean(),
  totals: z.array(InvoiceListTotalSchema).nullable(),
});
export type AdminInvoiceListPage = z.infer<typeof AdminInvoiceListPageSchema>;

/** GET /invoices (SHIPPER ADMIN): the spec's query, with its own spelling of DateFrom. */
export const CompanyInvoiceQuerySchema = z.object({
  warehouseId: z.uuid({ error: 'validation.invalid' }).optional(),
  DateFrom: z.iso.date({ error: 'validation.date' }).optional(),
  /** Invoice number or order number, a substring (spec section 5). */
  keyword: z.string().trim().max(40, 'validation.tooLong').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CompanyInvoiceQuery = z.infer<typeof CompanyInvoiceQuerySchema>;

const isKnownCurrency = (code: string) => Object.hasOwn(CURRENCY_DECIMALS, code);
const hasCurrencyDecimals = (amount: number, currency: string) => {
  const scale = 10 ** (CURRENCY_DECIMALS[currency as keyof typeof CURRENCY_DECIMALS] ?? 2);
  return Math.abs(amount * scale - Math.round(amount * scale)) < 1e-6;
};

const ReasonSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(3, 'validation.invoiceReason')
  .max(500, 'validation.tooLong');

const AmountSchema = z.coerce
  .number({ error: 'validation.positiveNumber' })
  .positive('validation.positiveNumber')
  .max(MAX_AMOUNT, TOO_LARGE_KEY);

export const ManualInvoiceLineBodySchema = z.object({
  description: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
  quantity: z.coerce
    .number({ error: 'validation.invoiceQuantity' })
    .int('validation.invoiceQuantity')
    .min(1, 'validation.invoiceQuantity')
    .max(1_000, 'validation.invoiceQuantity'),
  /** Major units of the invoice's currency. */
  unitPrice: AmountSchema,
});
export type ManualInvoiceLineBody = z.infer<typeof ManualInvoiceLineBodySchema>;

/** POST /admin/invoices/manual: a manual invoice for a customer, with lines and a reason. */
export const ManualInvoiceBodySchema = z
  .object({
    /** The customer's suite number or e-mail address. */
    customer: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(254, 'validation.tooLong'),
    currency: z
      .string({ error: 'validation.required' })
      .trim()
      .transform((code) => code.toUpperCase())
      .refine(isKnownCurrency, 'validation.couponCurrency'),
    reason: ReasonSchema,
    lines: z
      .array(ManualInvoiceLineBodySchema)
      .min(1, 'validation.invoiceLines')
      .max(20, 'validation.invoiceLines'),
  })
  .superRefine((body, ctx) => {
    body.lines.forEach((line, index) => {
      if (!hasCurrencyDecimals(line.unitPrice, body.currency)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'unitPrice'],
          message: 'validation.amountDecimals',
        });
      }
    });
  });
export type ManualInvoiceBody = z.infer<typeof ManualInvoiceBodySchema>;
export type ManualInvoiceBodyInput = z.input<typeof ManualInvoiceBodySchema>;

/** POST /admin/invoices/{invoiceId}/credit-notes: take back part or all of an invoice. */
export const CreditNoteBodySchema = z.object({
  /** Major units of the invoice's currency; at most what is not yet credited. */
  amount: AmountSchema,
  reason: ReasonSchema,
});
export type CreditNoteBody = z.infer<typeof CreditNoteBodySchema>;
export type CreditNoteBodyInput = z.input<typeof CreditNoteBodySchema>;

/** POST /admin/invoices/{invoiceId}/refunds: give back what a card paid, with a reason. */
export const RefundBodySchema = z.object({ reason: ReasonSchema });
export type RefundBody = z.infer<typeof RefundBodySchema>;

/** The answer of a manual invoice, a credit note and a refund: the invoice made. */
export const IssuedInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  pagePath: z.string(),
});
export type IssuedInvoice = z.infer<typeof IssuedInvoiceSchema>;
