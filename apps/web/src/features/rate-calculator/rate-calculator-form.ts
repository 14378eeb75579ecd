import type { LengthUnit, WeightUnit } from '@skyparcel/domain/pricing';
import { lbToKg } from '@skyparcel/domain/units';
import { parseDecimal } from '@/lib/parse-decimal';
import type { FieldErrors } from '@/lib/use-validated-form';
import type { DeliveryPriceRequest } from './api/get-delivery-price';

/** Currencies a declared value can be given in. */
export const CALCULATOR_CURRENCIES = ['USD', 'GBP', 'AED', 'KWD', 'SAR', 'EUR'] as const;

const MAX_PIECES = 99;

const DIMENSIONS = ['length', 'width', 'depth'] as const;

/** The calculator's fields as typed (text) (spec section 3's calculator state). */
export type RateCalculatorFormValues = {
  warehouseId: string;
  toCountryCode: string;
  value: string;
  valueCurrency: (typeof CALCULATOR_CURRENCIES)[number];
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  depth: string;
  dimensionUnit: LengthUnit;
  pieces: string;
};

/**
 * The calculator's checks, with i18n keys as messages. Plain code rather than a zod schema: the
 * form loads with the home page, and these rules are the browser's alone (the API checks its
 * query with `DeliveryPriceQuerySchema`).
 */
export function validateRateCalculatorForm(
  values: RateCalculatorFormValues,
): FieldErrors<RateCalculatorFormValues> {
  const errors: FieldErrors<RateCalculatorFormValues> = {};
  const text = (name: keyof RateCalculatorFormValues) => values[name].trim();

  for (const name of ['warehouseId', 'toCountryCode'] as const) {
    if (values[name] === '') {
      errors[name] = 'validation.required';
    }
  }
  if (text('value') !== '' && !(parseDecimal(text('value')) >= 0)) {
    errors.value = 'validation.positiveNumber';
  }
  if (text('weight') === '') {
    errors.weight = 'validation.required';
  } else if (!(parseDecimal(text('weight')) > 0)) {
    errors.weight = 'validation.positiveNumber';
  }
  for (const name of DIMENSIONS) {
    if (text(name) !== '' && !(parseDecimal(text(name)) > 0)) {
      errors[name] = 'validation.positiveNumber';
    }
  }
  const pieces = parseDecimal(text('pieces'));
  if (!(Number.isInteger(pieces) && pieces >= 1 && pieces <= MAX_PIECES)) {
    errors.pieces = 'calculator.errors.pieces';
  }

  // Volumetric weight needs all three sides; one or two of them is a typing slip.
  const missing = DIMENSIONS.filter((name) => text(name) === '');
  if (missing.length > 0 && missing.length < DIMENSIONS.length) {
    for (const name of missing) {
      errors[name] = 'calculator.errors.allDimensions';
    }
  }
  return errors;
}

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
  const hasDimensions = DIMENSIONS.every((name) => values[name].trim() !== '');
  const value = values.value.trim() === '' ? undefined : parseDecimal(values.value);

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
