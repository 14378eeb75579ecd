import { z } from 'zod';
import { MAX_AMOUNT, MAX_MEASURE, TOO_LARGE_KEY } from '../input/bounded-input';

export const WEIGHT_UNITS = ['Lb', 'Kg'] as const;
export const LENGTH_UNITS = ['In', 'Cm'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Accepts 'Kg', 'kg', 'KG', 'kilograms'... and answers the spec's 'Kg' / 'Lb'. */
export const WeightUnitSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const unit = value.toLowerCase();
    if (unit.startsWith('k')) {
      return 'Kg' as const;
    }
    if (unit.startsWith('l') || unit === 'pounds') {
      return 'Lb' as const;
    }
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  });

/** Accepts 'In', 'inches', 'Cm', 'centimeters' (spec section 3's length unit values). */
export const LengthUnitSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const unit = value.toLowerCase();
    if (unit.startsWith('i')) {
      return 'In' as const;
    }
    if (unit.startsWith('c')) {
      return 'Cm' as const;
    }
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  });

const positive = z.coerce
  .number({ error: 'validation.positiveNumber' })
  .positive('validation.positiveNumber')
  .max(MAX_MEASURE, TOO_LARGE_KEY);
const nonNegative = z.coerce
  .number({ error: 'validation.positiveNumber' })
  .min(0, 'validation.positiveNumber')
  .max(MAX_MEASURE, TOO_LARGE_KEY);
const amount = z.coerce
  .number({ error: 'validation.positiveNumber' })
  .min(0, 'validation.positiveNumber')
  .max(MAX_AMOUNT, TOO_LARGE_KEY);

/**
 * GET /deliveries/price takes two query forms (spec section 7): FromCountryCode/ToCountryCode/
 * WeightAmount/WeightUnit, or fromWarehouseId/toCountryCode/weight (kg). The calculator adds the
 * optional dimensions, pieces and declared value to get the volumetric weight and the duty/VAT
 * estimate in the same call.
 */
export const DeliveryPriceQuerySchema = z.object({
  FromCountryCode: z.string().trim().length(2).optional(),
  ToCountryCode: z.string().trim().length(2).optional(),
  WeightAmount: nonNegative.optional(),
  WeightUnit: WeightUnitSchema.optional(),
  fromWarehouseId: z.string().trim().optional(),
  toCountryCode: z.string().trim().length(2).optional(),
  weight: nonNegative.optional(),
  length: positive.optional(),
  width: positive.optional(),
  depth: positive.optional(),
  unitDimension: LengthUnitSchema.optional(),
  pieces: z.coerce.number().int().min(1).max(99).default(1),
  value: amount.optional(),
  valueCurrency: z.string().trim().length(3).toUpperCase().optional(),
});
export type DeliveryPriceQuery = z.infer<typeof DeliveryPriceQuerySchema>;

export const MoneyDtoSchema = z.object({
  /** Major units as a number with the currency's decimals (KWD 3, others 2). */
  amount: z.number(),
  currency: z.string(),
});
export type MoneyDto = z.infer<typeof MoneyDtoSchema>;

export const CustomsEstimateSchema = z.object({
  currency: z.string(),
  threshold: MoneyDtoSchema,
  /** Commercial value + insurance + freight, in the destination currency. */
  cif: MoneyDtoSchema,
  isAboveThreshold: z.boolean(),
  duty: MoneyDtoSchema,
  adminFee: MoneyDtoSchema,
  vat: MoneyDtoSchema,
  total: MoneyDtoSchema,
  dutyRatePercent: z.number(),
  vatRatePercent: z.number(),
});
export type CustomsEstimate = z.infer<typeof CustomsEstimateSchema>;

export const DeliveryPriceSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  actualWeightKg: z.number(),
  volumetricWeightKg: z.number().nullable(),
  chargeableWeightKg: z.number(),
  /** Null when no declared value was given or the destination has no customs rule. */
  customs: CustomsEstimateSchema.nullable(),
  /**
   * Given when the estimate could not be made for want of an exchange rate (decision 059): the
   * conversion the month's table lacks, for the catalogue's PRICE_CURRENCY_UNAVAILABLE text.
   */
  missingRate: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type DeliveryPrice = z.infer<typeof DeliveryPriceSchema>;
