import { z } from 'zod';
import { BoundedDateSchema, MAX_AMOUNT, TOO_LARGE_KEY } from '../input/bounded-input';
import { MAX_RATE_CARD_STEPS } from './price-by-rate-card';
import { FLAT_FEE_OPTION_CODES } from './shipping-options';

/**
 * The operators' price calls (ADMIN, decision 040). Amounts travel in major units of the row's
 * currency (12.5 USD), as every other amount of the API; a version starts at `effectiveFrom`,
 * or at once when it is left out, never in the past.
 */
const Amount = z
  .number({ error: 'validation.positiveNumber' })
  .min(0, 'validation.positiveNumber')
  .max(MAX_AMOUNT, TOO_LARGE_KEY);
const Code = (pattern: RegExp, key: string) =>
  z
    .string()
    .trim()
    .max(20, TOO_LARGE_KEY)
    .regex(pattern, key)
    .transform((code) => code.toUpperCase());
const WarehouseCode = Code(/^[A-Za-z]{2}-[A-Za-z]{2,5}$/, 'validation.invalid');
const CountryCode = Code(/^[A-Za-z]{2}$/, 'validation.countryCode');
export const CurrencyCodeSchema = Code(/^[A-Za-z]{3}$/, 'validation.invalid');
const EffectiveFrom = BoundedDateSchema.optional();
/** Percentages with at most two decimals are kept as basis points (5.25% = 525). */
const Percent = z
  .number({ error: 'validation.positiveNumber' })
  .min(0, 'validation.positiveNumber')
  .max(100, TOO_LARGE_KEY);

export const RateCardVersionBodySchema = z.object({
  warehouseCode: WarehouseCode,
  destinationCode: CountryCode,
  currency: CurrencyCodeSchema,
  steps: z
    .array(
      z.object({
        kg: z.number({ error: 'validation.positiveNumber' }).positive().max(1_000, TOO_LARGE_KEY),
        amount: Amount,
      }),
    )
    .min(1, 'validation.required')
    .max(MAX_RATE_CARD_STEPS, TOO_LARGE_KEY),
  effectiveFrom: EffectiveFrom,
});
export type RateCardVersionBody = z.infer<typeof RateCardVersionBodySchema>;

export const OptionFeeVersionBodySchema = z.object({
  warehouseCode: WarehouseCode,
  optionCode: z.enum(FLAT_FEE_OPTION_CODES, { error: 'validation.invalid' }),
  fee: Amount,
  effectiveFrom: EffectiveFrom,
});
export type OptionFeeVersionBody = z.infer<typeof OptionFeeVersionBodySchema>;

export const WarehouseTermsVersionBodySchema = z.object({
  warehouseCode: WarehouseCode,
  freeStorageDays: z
    .number({ error: 'validation.positiveNumber' })
    .int('validation.positiveNumber')
    .min(0, 'validation.positiveNumber')
    .max(365, TOO_LARGE_KEY),
  storageFeePerDay: Amount,
  liabilityIncrement: Amount.refine((value) => value > 0, 'validation.positiveNumber'),
  effectiveFrom: EffectiveFrom,
});
export type WarehouseTermsVersionBody = z.infer<typeof WarehouseTermsVersionBodySchema>;

export const CustomsRuleVersionBodySchema = z.object({
  countryCode: CountryCode,
  currency: CurrencyCodeSchema,
  dutyThreshold: Amount,
  dutyRatePercent: Percent,
  vatRatePercent: Percent,
  adminFee: Amount,
  extendedLiabilityFee: Amount,
  effectiveFrom: EffectiveFrom,
});
export type CustomsRuleVersionBody = z.infer<typeof CustomsRuleVersionBodySchema>;

/** A month's table as units of each currency for 1 USD; the cross rates are derived from it. */
export const ExchangeRateTableBodySchema = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid'),
  perUsd: z
    .record(
      CurrencyCodeSchema,
      z
        .number({ error: 'validation.positiveNumber' })
        .positive('validation.positiveNumber')
        .max(1_000_000, TOO_LARGE_KEY),
    )
    .refine((rates) => Object.keys(rates).length <= 20, TOO_LARGE_KEY),
});
export type ExchangeRateTableBody = z.infer<typeof ExchangeRateTableBodySchema>;

const Version = { id: z.string(), effectiveFrom: z.string() };
/** 1 `from` = rate `to`, in the direction a quote converts. */
const CurrencyPairSchema = z.object({ from: z.string(), to: z.string() });
const MoneyAmount = z.number();

export const PriceOverviewSchema = z.object({
  now: z.string(),
  warehouses: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string() })),
  destinations: z.array(z.object({ code: z.string(), name: z.string() })),
  rateCards: z.array(
    z.object({
      warehouseCode: z.string(),
      destinationCode: z.string(),
      versions: z.array(
        z.object({
          ...Version,
          currency: z.string(),
          steps: z.array(z.object({ kg: z.number(), amount: MoneyAmount })),
        }),
      ),
    }),
  ),
  optionFees: z.array(
    z.object({
      warehouseCode: z.string(),
      optionCode: z.string(),
      currency: z.string(),
      versions: z.array(z.object({ ...Version, fee: MoneyAmount })),
    }),
  ),
  warehouseTerms: z.array(
    z.object({
      warehouseCode: z.string(),
      currency: z.string(),
      versions: z.array(
        z.object({
          ...Version,
          freeStorageDays: z.number(),
          storageFeePerDay: MoneyAmount,
          liabilityIncrement: MoneyAmount,
        }),
      ),
    }),
  ),
  customsRules: z.array(
    z.object({
      countryCode: z.string(),
      versions: z.array(
        z.object({
          ...Version,
          currency: z.string(),
          dutyThreshold: MoneyAmount,
          dutyRatePercent: z.number(),
          vatRatePercent: z.number(),
          adminFee: MoneyAmount,
          extendedLiabilityFee: MoneyAmount,
        }),
      ),
    }),
  ),
  membership: z.array(
    z.object({
      level: z.string(),
      versions: z.array(
        z.object({ ...Version, discountPercent: z.number(), isActive: z.boolean() }),
      ),
    }),
  ),
  exchangeRates: z.object({
    /** The month of `now`, 'YYYY-MM'. */
    currentMonth: z.string(),
    /** The month whose table quotes use now; another month than `currentMonth` is a fallback. */
    monthInForce: z.string().nullable(),
    isFallback: z.boolean(),
    tables: z.array(
      z.object({
        month: z.string(),
        effectiveFrom: z.string(),
        perUsd: z.record(z.string(), z.number()),
      }),
    ),
    /**
     * This month (now) and the next (from its first moment), UTC months: the pairs quotes need
     * that the table they use then lacks, so quotes asking for them fail (decision 059).
     */
    missing: z.array(
      z.object({
        month: z.string(),
        /** The month of the table quotes use then; null when there is none. */
        tableMonth: z.string().nullable(),
        pairs: z.array(CurrencyPairSchema),
      }),
    ),
    /** Next month's own table: the needed pairs it lacks; from the 25th (UTC), a warning. */
    nextMonth: z.object({
      month: z.string(),
      unset: z.array(CurrencyPairSchema),
      isWarning: z.boolean(),
    }),
  }),
});
export type PriceOverview = z.infer<typeof PriceOverviewSchema>;

/** The result of a rate card CSV import: the versions stored, all of them or none. */
export const RateCardImportResultSchema = z.object({
  stored: z.number().int(),
  cards: z.array(
    z.object({ warehouseCode: z.string(), destinationCode: z.string(), effectiveFrom: z.string() }),
  ),
});
export type RateCardImportResult = z.infer<typeof RateCardImportResultSchema>;

/** The CSV columns of a rate card line (decision 040), in this order. */
export const RATE_CARD_CSV_COLUMNS = [
  'origin',
  'destination',
  'weight_kg',
  'amount',
  'currency',
] as const;
/** At most 1 MB and 5,000 lines per import: every card of every route many times over. */
export const MAX_RATE_CARD_CSV_BYTES = 1_000_000;
export const MAX_RATE_CARD_CSV_LINES = 5_000;
