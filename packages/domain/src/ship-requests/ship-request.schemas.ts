import { z } from 'zod';
import { ADDRESS_TYPES } from '../contacts/contact.schemas';
import { MAX_AMOUNT, TOO_LARGE_KEY } from '../input/bounded-input';
import { PayableInvoiceSchema } from '../invoices/invoice.schemas';
import { MoneyDtoSchema, WEIGHT_UNITS } from '../pricing/delivery-price.schemas';
import {
  QuoteLineSchema,
  ShippingOptionCodeSchema,
  ShipRequestQuoteSchema,
} from '../pricing/quote.schemas';
import { SHIPPING_OPTION_CODES } from '../pricing/shipping-options';
import { SHIP_REQUEST_STATUSES } from './ship-request-status';

/** The most packages one ship request gathers (the quote calls take as many). */
export const MAX_SHIP_REQUEST_PACKAGES = 50;
export const MAX_TAX_ID = 40;
export const MAX_SPECIAL_INSTRUCTIONS = 500;
export const MAX_COUPON_CODE = 40;

/** An optional text: empty or spaces only means absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined));

const UuidSchema = z.uuid({ error: 'validation.invalid' });

/** A list once: the same package or option twice counts once. */
const distinct = <T>(list: T[]) => [...new Set(list)];

/** What a customer may change on a request before paying for it (PUT /deliveries, wizard steps 1 and 3). */
const ShipRequestChoicesSchema = z.object({
  /** An entry of the caller's address book; the destination country is its country. */
  contactId: UuidSchema,
  options: z
    .array(ShippingOptionCodeSchema)
    .max(SHIPPING_OPTION_CODES.length, 'validation.tooMany')
    .default([])
    .transform(distinct),
  /** The tax ID for this shipment (spec section 3); the spec gives no format, only this length. */
  taxId: optionalText(MAX_TAX_ID),
  specialInstructions: optionalText(MAX_SPECIAL_INSTRUCTIONS),
  couponCode: optionalText(MAX_COUPON_CODE),
  /** Use the account credit (spec section 3's shipping discount body, decision 034). */
  justCredit: z.boolean({ error: 'validation.invalid' }).default(false),
  /** The total the customer saw: the request is refused (PRICE_CHANGED) when it is not the price now. */
  quotedTotal: z.object({
    amount: z
      .number({ error: 'validation.invalid' })
      .nonnegative('validation.invalid')
      .max(MAX_AMOUNT, TOO_LARGE_KEY),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'validation.invalid')
      .transform((code) => code.toUpperCase()),
  }),
});

/**
 * POST /shipping (spec section 7; issue 11 wizard): ready packages of one warehouse, an address
 * of the caller's book, shipping preferences, tax ID, instructions, coupon and credit, the
 * customer's confirmation that item values are true (spec section 5), and the total they saw.
 */
export const CreateShipRequestBodySchema = ShipRequestChoicesSchema.extend({
  packageIds: z
    .array(UuidSchema, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MAX_SHIP_REQUEST_PACKAGES, 'validation.tooMany')
    .transform(distinct),
  valuesConfirmed: z.literal(true, { error: 'validation.shipRequest.valuesConfirmed' }),
});
export type CreateShipRequestBody = z.infer<typeof CreateShipRequestBodySchema>;

/** PUT /deliveries: an unpaid request's address, options, tax ID or instructions, re-quoted. */
export const UpdateShipRequestBodySchema = ShipRequestChoicesSchema.extend({
  id: UuidSchema,
});
export type UpdateShipRequestBody = z.infer<typeof UpdateShipRequestBodySchema>;

export const ShipRequestStatusSchema = z.enum(SHIP_REQUEST_STATUSES, {
  error: 'validation.invalid',
});

/** GET /shipping/requests: the caller's requests, newest first, of one state when asked. */
export const ShipRequestListQuerySchema = z.object({
  status: ShipRequestStatusSchema.optional(),
});

/** GET /shipping/recent-addresses (spec section 7): of one address type when asked. */
export const RecentAddressesQuerySchema = z.object({
  addresstype: z.enum(ADDRESS_TYPES, { error: 'validation.invalid' }).optional(),
});

export const ShipRequestIdParamsSchema = z.object({ id: z.string().trim().max(64) });

/** A weight with its unit ('Kg' or 'Lb'), as a packed box's weights are answered. */
export const BoxWeightDtoSchema = z.object({ amount: z.number(), unit: z.enum(WEIGHT_UNITS) });

/**
 * A packed box's weights by the spec's names (section 3, Shipment: boxes with actualWeight,
 * billedWeight, dimWeight, volWeight; `boxWeightDtos`): volWeight is the metric volumetric
 * weight (L x W x H cm / 6000, kg), dimWeight the US DIM weight (L x W x H in / 166, lb).
 */
export const BoxWeightsDtoSchema = z.object({
  actualWeight: BoxWeightDtoSchema,
  billedWeight: BoxWeightDtoSchema,
  dimWeight: BoxWeightDtoSchema,
  volWeight: BoxWeightDtoSchema,
});
export type BoxWeightsDto = z.infer<typeof BoxWeightsDtoSchema>;

/** The address a request ships to, as it was when the request was made (spec section 3, Address). */
export const ShipToAddressSchema = z.object({
  consigneeName: z.string(),
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  stateOrProvince: z.string(),
  zip: z.string().nullable(),
  countryCode: z.string(),
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
});
export type ShipToAddress = z.infer<typeof ShipToAddressSchema>;

/**
 * GET /shipping/recent-addresses: an address a request went to, with the address book's contact
 * it was made from while that contact is still in the book (null once deleted).
 */
export const RecentAddressSchema = ShipToAddressSchema.extend({ contactId: z.string().nullable() });
export type RecentAddress = z.infer<typeof RecentAddressSchema>;

export const ShipRequestPackageSchema = z.object({
  id: z.string(),
  packageNumber: z.string(),
  retailerName: z.string(),
  retailerTrackingNumber: z.string(),
});

/** A ship request in a list (spec section 3, Ship request). */
export const ShipRequestSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  requestDate: z.string(),
  status: ShipRequestStatusSchema,
  warehouseId: z.string(),
  warehouseCode: z.string(),
  destinationCode: z.string(),
  packageCount: z.number(),
  packages: z.array(ShipRequestPackageSchema),
  shipTo: ShipToAddressSchema,
  total: MoneyDtoSchema,
  quoteExpiresAt: z.string(),
  /**
   * A colleague's name on a business user's list (decision 053): the request is theirs, the
   * company's to see, pay, change or cancel. Absent on the caller's own requests.
   */
  ownerName: z.string().optional(),
});
export type ShipRequestSummary = z.infer<typeof ShipRequestSummarySchema>;

/** One ship request whole: its choices and the stored quote, every line (issue 11). */
export const ShipRequestDetailsSchema = ShipRequestSummarySchema.extend({
  options: z.array(z.enum(SHIPPING_OPTION_CODES)),
  taxId: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  couponCode: z.string().nullable(),
  justCredit: z.boolean(),
  quote: z.object({
    lines: z.array(QuoteLineSchema),
    total: MoneyDtoSchema,
    quotedAt: z.string(),
    expiresAt: z.string(),
  }),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type ShipRequestDetails = z.infer<typeof ShipRequestDetailsSchema>;

/** POST /shipping's answer: a client treats a missing or false `isSuccess` as failure (spec 4). */
export const CreatedShipRequestSchema = z.object({
  isSuccess: z.literal(true),
  shipRequest: ShipRequestDetailsSchema,
});

/** 409 PRICE_CHANGED: the error model's answer plus the price now, to show before trying again. */
export const PriceChangedAnswerSchema = z.object({
  error: z.object({ code: z.literal('PRICE_CHANGED'), message: z.string() }),
  quote: ShipRequestQuoteSchema,
});

/** GET /payment/pendingpayment (the cart): unpaid requests of every warehouse and the totals. */
export const PendingPaymentQuerySchema = z.object({
  suiteId: z.string().trim().max(64).optional(),
});

export const PendingPaymentSchema = z.object({
  suiteId: z.string(),
  requests: z.array(ShipRequestSummarySchema),
  /** Unpaid invoices of any kind, oldest due first (issue 13, decision 049). */
  invoices: z.array(PayableInvoiceSchema),
  /** The caller's account credit per currency, where positive: `useCredit` spends it on invoices. */
  credit: z.array(MoneyDtoSchema),
  /** One grand total per currency (requests and invoices; currencies are not added up). */
  totals: z.array(MoneyDtoSchema),
});
