import { z } from 'zod';
import { CustomsEstimateSchema, MoneyDtoSchema } from './delivery-price.schemas';
import { QUOTE_LINE_CODES, QUOTE_REASONS } from './quote-ship-request';
import { SHIPPING_OPTION_CODES } from './shipping-options';

const PackageIdSchema = z.string().trim().min(1).max(64);
/** Up to 50 package ids; a query may repeat the parameter, bracket it or join the ids by commas. */
const PackageIdListSchema = z.array(PackageIdSchema).max(50, 'validation.tooMany');

export const ShippingOptionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(SHIPPING_OPTION_CODES, { error: 'validation.invalid' }));

const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
  .transform((code) => code.toUpperCase());

export const CountryCodeParamsSchema = z.object({ countryCode: CountryCodeSchema });
export const DestinationCodeParamsSchema = z.object({ destinationCode: CountryCodeSchema });
export const OriginCodeParamsSchema = z.object({
  originCode: z.string().trim().min(1).max(64),
});

/** `packageIDs` of GET /shipping/options (spec section 7), as a list whatever its encoding. */
export const ShippingOptionsQuerySchema = z.object({
  packageIDs: z.preprocess(
    (value) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')),
    PackageIdListSchema,
  ),
});

/** Spec section 3's shipping discount body, plus the coupon the customer typed. */
export const ShippingDiscountBodySchema = z.object({
  packageIds: PackageIdListSchema.min(1, 'validation.required'),
  destinationCode: CountryCodeSchema,
  /** Use the account credit (decision 034). */
  justCredit: z.boolean().default(false),
  options: z.array(ShippingOptionCodeSchema).max(SHIPPING_OPTION_CODES.length).default([]),
  couponCode: z.string().trim().max(40).optional(),
});
export type ShippingDiscountBody = z.infer<typeof ShippingDiscountBodySchema>;

export const TaxesBodySchema = z.object({
  packageIds: PackageIdListSchema.min(1, 'validation.required'),
  options: z.array(ShippingOptionCodeSchema).max(SHIPPING_OPTION_CODES.length).default([]),
});

/** The chosen packages, excluded from the suggestions: the spec's bare list or `{ excludedPackageIds }`. */
export const ConsolidationBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { excludedPackageIds: body } : body),
  z.object({ excludedPackageIds: PackageIdListSchema.min(1, 'validation.required') }),
);

export const QuoteLineSchema = z.object({
  code: z.enum(QUOTE_LINE_CODES),
  reason: z.enum(QUOTE_REASONS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The figure in its own currency, as the price data gives it. */
  original: MoneyDtoSchema,
  /** Its share of the total in the customer's currency. */
  amount: MoneyDtoSchema,
});

export const ShipRequestQuoteSchema = z.object({
  warehouseCode: z.string(),
  destinationCode: z.string(),
  quotedAt: z.string(),
  currency: z.string(),
  lines: z.array(QuoteLineSchema),
  total: MoneyDtoSchema,
  rates: z.array(z.object({ from: z.string(), to: z.string(), rate: z.string() })),
  /** The month of the exchange rate table used ('YYYY-MM-01'). */
  exchangeRateMonth: z.string().nullable(),
  actualWeightKg: z.number(),
  chargeableWeightKg: z.number(),
  declaredValue: MoneyDtoSchema,
  customs: z
    .object({
      threshold: MoneyDtoSchema,
      cif: MoneyDtoSchema,
      isAboveThreshold: z.boolean(),
      dutyRatePercent: z.number(),
      vatRatePercent: z.number(),
    })
    .nullable(),
});
export type ShipRequestQuoteDto = z.infer<typeof ShipRequestQuoteSchema>;

export const ShippingOptionSchema = z.object({
  code: z.enum(SHIPPING_OPTION_CODES),
  name: z.string(),
  description: z.string(),
  /** INS: priced by declared value per destination (extended liability), not a flat fee. */
  isPricedByDeclaredValue: z.boolean(),
  fees: z.array(
    z.object({ warehouseId: z.string(), warehouseCode: z.string(), fee: MoneyDtoSchema }),
  ),
});

export const ShipmentOptionSchema = z.object({
  code: z.enum(SHIPPING_OPTION_CODES),
  name: z.string(),
  description: z.string(),
  /** What this option adds to this shipment, in its own currency. */
  fee: MoneyDtoSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** The rate calculator's customs estimate, for the destination it was asked for. */
export const TaxesSchema = CustomsEstimateSchema.extend({
  destinationCode: z.string(),
});

export const ConsolidationSuggestionSchema = z.object({
  warehouseCode: z.string(),
  destinationCode: z.string(),
  suggestions: z.array(
    z.object({
      packageId: z.string(),
      packageNumber: z.string(),
      retailerName: z.string(),
      chargeableWeightKg: z.number(),
    }),
  ),
  /** The chosen packages and the suggested ones as two shipments. */
  separately: MoneyDtoSchema,
  /** All of them as one shipment. */
  together: MoneyDtoSchema,
  saving: MoneyDtoSchema,
});
