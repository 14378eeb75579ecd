import { LENGTH_UNITS, WEIGHT_UNITS } from '@skyparcel/domain/pricing';
import { lbToKg } from '@skyparcel/domain/units';
import { z } from 'zod';
import { parseDecimal } from '@/lib/parse-decimal';
import type { DeliveryPriceRequest } from './api/get-delivery-price';

/** Currencies a declared value can be given in. */
export const CALCULATOR_CURRENCIES = ['USD', 'GBP', 'AED', 'KWD', 'SAR', 'EUR'] as const;

const MAX_PIECES = 99;

const requiredPositive = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((text) => parseDecimal(text) > 0, 'validation.positiveNumber');

const optionalPositive = z
  .string()
  .trim()
  .refine((text) => text === '' || parseDecimal(text) > 0, 'validation.positiveNumber');

const optionalNonNegative = z
  .string()
  .trim()
  .refine((text) => text === '' || parseDecimal(text) >= 0, 'validation.positiveNumber');

const DIMENSIONS = ['length', 'width', 'depth'] as const;

/** The calculator's fields as typed (text), with i18n keys as messages (spec section 3's calculator state). */
export const RateCalculatorFormSchema = z
  .object({
    warehouseId: z.string().min(1, 'validation.required'),
    toCountryCode: z.string().min(1, 'validation.required'),
    value: optionalNonNegative,
    valueCurrency: z.enum(CALCULATOR_CURRENCIES),
    weight: requiredPositive,
    weightUnit: z.enum(WEIGHT_UNITS),
    length: optionalPositive,
    width: optionalPositive,
    depth: optionalPositive,
    dimensionUnit: z.enum(LENGTH_UNITS),
    pieces: z
      .string()
      .trim()
      .refine((text) => {
        const pieces = parseDecimal(text);
        return Number.isInteger(pieces) && pieces >= 1 && pieces <= MAX_PIECES;
      }, 'calculator.errors.pieces'),
  })
  .superRefine((values, ctx) => {
    // Volumetric weight needs all three sides; one or two of them is a typing slip.
    const missing = DIMENSIONS.filter((name) => values[name] === '');
    if (missing.length > 0 && missing.length < DIMENSIONS.length) {
      for (const name of missing) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'calculator.errors.allDimensions' });
      }
    }
  });

export type RateCalculatorFormValues = z.infer<typeof RateCalculatorFormSchema>;

export const RATE_CALCULATOR_DEFAULTS: RateCalculatorFormValues = {
  warehouseId: '',
  toCountryCode: '',
  value: '',
  valueCurrency: 'USD',
  weight: '',
  weightUnit: 'Lb',
  length: '',
  width: '',
  depth: '',
  dimensionUnit: 'In',
  pieces: '1',
};

/** The API's field names mapped back to the form's, for server validation errors. */
export const FORM_FIELD_OF_QUERY_PARAM: Record<string, keyof RateCalculatorFormValues> = {
  fromWarehouseId: 'warehouseId',
  toCountryCode: 'toCountryCode',
  weight: 'weight',
  length: 'length',
  width: 'width',
  depth: 'depth',
  pieces: 'pieces',
  value: 'value',
  valueCurrency: 'valueCurrency',
};

/** Checked form values -> the price query: pounds become kilograms with the spec's factor. */
export function toDeliveryPriceRequest(values: RateCalculatorFormValues): DeliveryPriceRequest {
  const weight = parseDecimal(values.weight);
  const hasDimensions = DIMENSIONS.every((name) => values[name] !== '');
  const value = values.value === '' ? undefined : parseDecimal(values.value);

  return {
    fromWarehouseId: values.warehouseId,
    toCountryCode: values.toCountryCode,
    weight: values.weightUnit === 'Lb' ? lbToKg(weight) : weight,
    length: hasDimensions ? parseDecimal(values.length) : undefined,
    width: hasDimensions ? parseDecimal(values.width) : undefined,
    depth: hasDimensions ? parseDecimal(values.depth) : undefined,
    unitDimension: hasDimensions ? values.dimensionUnit : undefined,
    pieces: parseDecimal(values.pieces),
    value,
    valueCurrency: value === undefined ? undefined : values.valueCurrency,
  };
}
