import { z } from 'zod';

/** A payment is open until the gateway says how it ended; it ends once (issue 11, "Exactly once"). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The card brands a gateway token may carry; the portal keeps no card number (PCI DSS SAQ A). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Why a payment failed, as the gateway says it (the page shows one text for all of them). */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'invalid_card',
  /** A newer payment of the same ship requests took its place (another tab, another click). */
  'superseded',
  /** Paid at the gateway after its ship requests stopped awaiting payment: refunded. */
  'not_payable',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

const MoneyDtoSchema = z.object({ amountMinor: z.number().int(), currency: z.string().length(3) });

/** A saved card as the customer sees it: the gateway's token never leaves the server. */
export const SavedCardSchema = z.object({
  id: z.uuid(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  label: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;
export const SavedCardListSchema = z.array(SavedCardSchema);

/** PUT /user/credit-cards/{creditCardId}: make it the default, rename it, or both. */
export const UpdateSavedCardBodySchema = z
  .object({
    label: z
      .string()
      .trim()
      .max(40, { error: 'validation.tooLong' })
      .transform((label) => (label === '' ? null : label))
      .nullable()
      .optional(),
    isDefault: z.literal(true).optional(),
  })
  .strict();
export type UpdateSavedCardBody = z.infer<typeof UpdateSavedCardBodySchema>;

/** POST /payment/invoices: the ship requests paid together, and how. */
export const PayInvoicesBodySchema = z
  .object({
    shipRequestIds: z.array(z.uuid()).max(50).default([]),
    /** Unpaid invoices of any kind (issue 13, decision 049), paid beside the requests. */
    invoiceIds: z.array(z.uuid()).max(50).default([]),
    /** Spend the account credit on the invoices first (a ship request's quote says its own). */
    useCredit: z.boolean().optional(),
    savedCardId: z.uuid().optional(),
    saveCard: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.shipRequestIds.length + body.invoiceIds.length > 0, {
    error: 'validation.required',
    path: ['shipRequestIds'],
  });
export type PayInvoicesBody = z.infer<typeof PayInvoicesBodySchema>;
/** The body as a caller may write it (both id lists optional). */
export type PayInvoicesInput = z.input<typeof PayInvoicesBodySchema>;

/** Where the browser goes next: the gateway's page, a 3-D Secure step or the outcome page. */
export const PayInvoicesAnswerSchema = z.object({
  paymentId: z.uuid(),
  orderCode: z.string(),
  payNowUrl: z.string(),
});
export type PayInvoicesAnswer = z.infer<typeof PayInvoicesAnswerSchema>;

/** GET /Payment?orderCode=: the outcome page (spec section 3, Payment). */
export const PaymentOutcomeSchema = z.object({
  paymentId: z.uuid(),
  orderCode: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  transactionId: z.string().nullable(),
  deliveriesCount: z.number().int(),
  deliveryTotalCost: MoneyDtoSchema,
  discounts: MoneyDtoSchema,
  chargedTo: z.string().nullable(),
  paidAt: z.string().nullable(),
  shipRequestIds: z.array(z.uuid()),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

const CopyAddressSchema = z.email({ error: 'validation.copyEmail' });

/** A copy's address (a receipt's, an invoice's): trimmed, lower-cased, 'Please enter a valid email.' */
export const CopyToSchema = z.string().trim().toLowerCase().pipe(CopyAddressSchema);

/** A copy's cc: empty means none. */
export const CopyCcSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((cc) => (cc === '' ? undefined : cc))
  .pipe(CopyAddressSchema.optional())
  .optional();

/** Payment confirmation by paymentId: the receipt again, to an address and a copy. */
export const ReceiptEmailBodySchema = z.object({ emailTo: CopyToSchema, cc: CopyCcSchema });
export type ReceiptEmailBody = z.infer<typeof ReceiptEmailBodySchema>;

/** GET /shipping/packages/{packageId}/total-paid. */
export const TotalPaidSchema = z.object({
  packageId: z.string(),
  totalPaid: MoneyDtoSchema.nullable(),
});
