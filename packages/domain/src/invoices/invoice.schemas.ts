import { z } from 'zod';
import { CopyCcSchema, CopyToSchema } from '../payments/payment.schemas';
import { MoneyDtoSchema, WEIGHT_UNITS } from '../pricing/delivery-price.schemas';
import { INVOICE_KINDS } from './invoice-kinds';
import { INVOICE_PAY_METHODS } from './invoice-ledger';
import { INVOICE_LINE_CODES, INVOICE_LINE_KINDS, INVOICE_PAYMENT_STATUSES } from './invoice-totals';

/**
 * The wire shapes of issue 13's invoices: one invoice as every page and the PDF show it, My
 * History's rows, and the queries of the customer's, the company's and the operators' lists.
 * Amounts are integer minor units of the invoice's `currency`.
 */

export const InvoiceLineDtoSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  code: z.enum(INVOICE_LINE_CODES),
  description: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  hsCode: z.string().nullable(),
  quantity: z.number(),
  unitPriceMinor: z.number().int(),
  totalPriceMinor: z.number().int(),
  dutyMinor: z.number().int(),
  dutyPercent: z.string().nullable(),
  vatMinor: z.number().int(),
  vatPercent: z.string().nullable(),
  exciseMinor: z.number().int(),
  packageId: z.string().nullable(),
});
export type InvoiceLineDto = z.infer<typeof InvoiceLineDtoSchema>;

/** A payment (or the account credit) that went to an invoice: spec's pay method, response, transaction. */
export const InvoicePaymentDtoSchema = z.object({
  payMethod: z.enum(INVOICE_PAY_METHODS),
  amountMinor: z.number().int(),
  responseCode: z.string().nullable(),
  responseText: z.string().nullable(),
  transactionId: z.string().nullable(),
  chargedTo: z.string().nullable(),
  paidAt: z.string(),
});
export type InvoicePaymentDto = z.infer<typeof InvoicePaymentDtoSchema>;

export const InvoiceBillToSchema = z.object({
  name: z.string(),
  /** The address as lines, in the order they are printed. */
  lines: z.array(z.string()),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxId: z.string().nullable(),
});
export type InvoiceBillTo = z.infer<typeof InvoiceBillToSchema>;

const CargoWeightSchema = z.object({ amount: z.number(), unit: z.enum(WEIGHT_UNITS) });

/**
 * What an EDI booking's invoice carries (spec section 3, Dimensions and weights: pallet, DIM):
 * its booked shipments in the invoice's currency, their boxes, the pallets the rows named (null
 * when none did), and the boxes' DIM weight (L x W x H in / 166, lb) and volumetric weight
 * (L x W x H cm / 6000, kg), each the sum of the boxes' own figures.
 */
export const InvoiceCargoSchema = z.object({
  shipmentCount: z.number().int(),
  boxCount: z.number().int(),
  palletCount: z.number().int().nullable(),
  dimWeight: CargoWeightSchema,
  volWeight: CargoWeightSchema,
});
export type InvoiceCargo = z.infer<typeof InvoiceCargoSchema>;

export const InvoiceDtoSchema = z.object({
  id: z.uuid(),
  /** The tax invoice number ('SI-2026-000042'). */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The statement line: what the invoice is for, in the reader's language. */
  statement: z.string(),
  currency: z.string().length(3),
  /** Process date: when it was issued. */
  issuedAt: z.string(),
  /** Import date: when the goods left for the destination (departure), once known. */
  importedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** The operator who made it, or null for the system (shown as the service's name). */
  doneBy: z.string().nullable(),
  /** Why it exists (manual invoice, credit note, weight difference), in the reader's language. */
  reason: z.string().nullable(),
  billTo: InvoiceBillToSchema,
  warehouse: z.object({ id: z.uuid(), code: z.string(), countryCode: z.string() }).nullable(),
  shipRequest: z
    .object({ id: z.uuid(), orderNumber: z.string(), airWaybillNumber: z.string().nullable() })
    .nullable(),
  /** The invoice a credit note takes back, or the credit notes that took back this one. */
  creditsInvoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  creditNotes: z.array(
    z.object({ id: z.uuid(), number: z.string(), amountMinor: z.number().int() }),
  ),
  /**
   * The invoice's lines in print order: all of them for the PDF, one page of
   * INVOICE_LINES_PER_PAGE on the invoice pages (`?linesPage=`), since an EDI upload's invoice
   * has one per booked shipment, up to 10,000 (decision 054).
   */
  lines: z.array(InvoiceLineDtoSchema),
  /** How many lines the invoice has, whatever page `lines` holds. */
  lineCount: z.number().int(),
  /**
   * An EDI booking's invoice: its shipments' pallets and weights; null on every other invoice
   * (a customer's shipping invoice is issued at payment, before its boxes exist, and a tax
   * invoice does not change once issued).
   */
  cargo: InvoiceCargoSchema.nullable(),
  totals: z.object({
    commercialInvoiceMinor: z.number().int(),
    freightMinor: z.number().int(),
    otherChargesMinor: z.number().int(),
    vatMinor: z.number().int(),
    dutiesMinor: z.number().int(),
    exciseMinor: z.number().int(),
    discountsMinor: z.number().int(),
    billedMinor: z.number().int(),
    creditAppliedMinor: z.number().int(),
    paidMinor: z.number().int(),
    creditedMinor: z.number().int(),
    outstandingMinor: z.number().int(),
  }),
  paymentStatus: z.enum(INVOICE_PAYMENT_STATUSES),
  payments: z.array(InvoicePaymentDtoSchema),
});
export type InvoiceDto = z.infer<typeof InvoiceDtoSchema>;

/** My History's period filter (spec section 9): 30, 60, 90 days or a custom range. */
export const HISTORY_PERIODS = ['30', '60', '90', 'custom'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

const DateOnlySchema = z.iso.date({ error: 'validation.date' });

/** GET /warehouses/country/{countryId}/packages/history/{invoiceNumber}: the query. */
export const InvoiceHistoryQuerySchema = z
  .object({
    period: z.enum(HISTORY_PERIODS).default('30'),
    unpaidOnly: z
      .enum(['true', 'false'])
      .transform((flag) => flag === 'true')
      .or(z.boolean())
      .default(false),
    dateFrom: DateOnlySchema.optional(),
    dateTo: DateOnlySchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => query.period !== 'custom' || (query.dateFrom && query.dateTo), {
    error: 'validation.required',
    path: ['dateFrom'],
  })
  .refine((query) => !(query.dateFrom && query.dateTo) || query.dateFrom <= query.dateTo, {
    error: 'validation.dateOrder',
    path: ['dateTo'],
  });
export type InvoiceHistoryQuery = z.infer<typeof InvoiceHistoryQuerySchema>;

/** A row of My History (spec section 3, Warehouse history item): the invoice and its shipment. */
export const InvoiceHistoryItemSchema = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  currency: z.string(),
  billedMinor: z.number().int(),
  outstandingMinor: z.number().int(),
  paymentStatus: z.enum(INVOICE_PAYMENT_STATUSES),
  /** The packages the invoice is about, with weight and shipment details (spec: myHistoryVMs). */
  myHistoryVMs: z.array(
    z.object({
      packageId: z.uuid(),
      weightGrams: z.number().int().nullable(),
      shipmentDetails: z.object({
        orderNumber: z.string().nullable(),
        airWaybillNumber: z.string().nullable(),
        retailer: z.string().nullable(),
        hasPhotos: z.boolean(),
      }),
    }),
  ),
});
export type InvoiceHistoryItem = z.infer<typeof InvoiceHistoryItemSchema>;

export const InvoiceHistoryPageSchema = z.object({
  items: z.array(InvoiceHistoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoiceHistoryPage = z.infer<typeof InvoiceHistoryPageSchema>;

/** POST /invoices/{id}/send-email?to=&cc= (spec sections 3 and 8): each address checked. */
export const SendInvoiceCopyQuerySchema = z.object({ to: CopyToSchema, cc: CopyCcSchema });
export type SendInvoiceCopyQuery = z.infer<typeof SendInvoiceCopyQuerySchema>;

/** GET /Invoices/skec and the operators' list: the spec's invoice list filter (section 3). */
export const InvoiceListFilterSchema = z.object({
  invoiceOrderId: z.string().trim().max(40).optional(),
  customerId: z.string().trim().max(40).optional(),
  packageId: z.uuid().optional(),
  dateFrom: DateOnlySchema.optional(),
  dateTo: DateOnlySchema.optional(),
  invoiceStatus: z.enum(['issued', 'credited']).optional(),
  paymentStatus: z.enum(INVOICE_PAYMENT_STATUSES).optional(),
  invoiceType: z.enum(INVOICE_KINDS).optional(),
  origin: z.string().trim().toUpperCase().length(2).optional(),
  destination: z.string().trim().toUpperCase().length(2).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InvoiceListFilter = z.infer<typeof InvoiceListFilterSchema>;

/** An invoice still owed, as the cart lists it beside the unpaid ship requests (decision 049). */
export const PayableInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The statement line in the reader's language ('Additional shipping charge for order …'). */
  statement: z.string(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  /** Past its due date: no ship request is paid until it is (the debts rule). */
  isOverdue: z.boolean(),
  outstanding: MoneyDtoSchema,
  shipRequestId: z.string().nullable(),
  /**
   * A colleague's name on a business user's cart (decision 053): the invoice is theirs (an EDI
   * upload's is its uploader's), the company's to pay. Absent on the caller's own invoices.
   */
  ownerName: z.string().optional(),
});
export type PayableInvoice = z.infer<typeof PayableInvoiceSchema>;

/** Lines per page of an invoice page (the PDF prints them all). */
export const INVOICE_LINES_PER_PAGE = 200;

/** `?linesPage=` of the invoice pages' reads: which page of lines, from 1. */
export const InvoiceLinesQuerySchema = z.object({
  linesPage: z.coerce.number().int().min(1).max(10_000).optional(),
});
