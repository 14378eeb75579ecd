import { z } from 'zod';
import { MAX_AMOUNT, MAX_MEASURE, TOO_LARGE_KEY } from '../input/bounded-input';
import {
  LengthUnitSchema,
  MoneyDtoSchema,
  WeightUnitSchema,
} from '../pricing/delivery-price.schemas';
import { ACTION_REASONS, PACKAGE_STATUSES, SUITE_TABS } from './package-status';

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');
const requiredText = (max: number) => text(max).min(1, 'validation.required');
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
const positive = z.coerce
  .number({ error: 'validation.positiveNumber' })
  .positive('validation.positiveNumber')
  .max(MAX_MEASURE, TOO_LARGE_KEY);
/** A blank input is a missing amount, not zero (z.coerce.number turns '' into 0). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const nonNegative = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'validation.positiveNumber' })
    .min(0, 'validation.positiveNumber')
    .max(MAX_AMOUNT, TOO_LARGE_KEY),
);

/** Money as people type it: major units and an ISO currency (stored as integer minor units). */
export const MoneyInputSchema = z.object({
  amount: nonNegative,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'validation.currency')
    .transform((code) => code.toUpperCase()),
});
export type MoneyInput = z.infer<typeof MoneyInputSchema>;

export const WeightInputSchema = z.object({ amount: positive, unit: WeightUnitSchema });
export type WeightInput = z.infer<typeof WeightInputSchema>;

export const DimensionsInputSchema = z.object({
  length: positive,
  width: positive,
  depth: positive,
  unit: LengthUnitSchema,
});
export type DimensionsInput = z.infer<typeof DimensionsInputSchema>;

/** A piece of a package (spec section 3: packagePieces with receptacleId and value). */
export const PieceInputSchema = z.object({
  receptacleId: requiredText(40),
  value: MoneyInputSchema,
});
export type PieceInput = z.infer<typeof PieceInputSchema>;

/** Harmonized System code: 6 to 10 digits, dots allowed as people write them (8471.30). */
export const HsCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replaceAll('.', ''))
  .pipe(z.string().regex(/^\d{6,10}$/, 'validation.hsCode'));

/** US Schedule B number: 10 digits, dots allowed. */
export const ScheduleBSchema = z
  .string()
  .trim()
  .transform((code) => code.replaceAll('.', ''))
  .pipe(z.string().regex(/^\d{10}$/, 'validation.scheduleB'));

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A declared line item (spec section 3, package line item). */
export const LineItemInputSchema = z.object({
  inventoryId: optionalText(60),
  description: requiredText(200),
  quantity: z.coerce
    .number({ error: 'validation.positiveNumber' })
    .int('validation.invalid')
    .min(1, 'validation.positiveNumber')
    .max(9_999, 'validation.invalid'),
  valuePerUnit: MoneyInputSchema,
  hsCode: z.preprocess(emptyToUndefined, HsCodeSchema.optional()),
  declaredValue: MoneyInputSchema.optional(),
  exportDescription: optionalText(200),
  scheduleB: z.preprocess(emptyToUndefined, ScheduleBSchema.optional()),
  statisticalQuantity: z.coerce.number().int('validation.invalid').min(0).max(1_000_000).optional(),
});
export type LineItemInput = z.infer<typeof LineItemInputSchema>;

/** One package has one declared currency, so its total value is a single amount. */
const LineItemListSchema = z
  .array(LineItemInputSchema)
  .max(100, 'validation.tooMany')
  .refine(
    (items) => new Set(items.map((item) => item.valuePerUnit.currency)).size <= 1,
    'validation.sameCurrency',
  );

/** Staff record a package at their warehouse; without a known suite number it stays unassigned. */
export const ReceivePackageBodySchema = z.object({
  suiteNumber: optionalText(20).transform((suite) => suite?.toUpperCase()),
  retailerName: requiredText(120),
  retailerTrackingNumber: requiredText(60),
  carrier: requiredText(60),
  weight: WeightInputSchema,
  dimensions: DimensionsInputSchema,
  pieces: z.array(PieceInputSchema).max(50, 'validation.tooMany').default([]),
  lineItems: LineItemListSchema.default([]),
  warehouseComment: optionalText(1000),
  /** The clerk saw the duplicate warning (same retailer tracking number here) and goes on. */
  confirmDuplicate: z.boolean().optional(),
});
export type ReceivePackageBody = z.infer<typeof ReceivePackageBodySchema>;

/** The customer completes or corrects the declared items (PUT /warehouses/{id}/packages/{id}). */
export const ItemDetailsBodySchema = z.object({
  lineItems: LineItemListSchema.refine((items) => items.length > 0, 'validation.required'),
});
export type ItemDetailsBody = z.infer<typeof ItemDetailsBodySchema>;

export const PackageStatusSchema = z.enum(PACKAGE_STATUSES);
export const ActionReasonSchema = z.enum(ACTION_REASONS);
export const SuiteTabSchema = z.enum(SUITE_TABS);

/** Staff move a package; action required needs its reason, other states take none. */
export const ChangePackageStatusBodySchema = z
  .object({
    status: PackageStatusSchema,
    reason: ActionReasonSchema.optional(),
    adminComment: optionalText(1000),
  })
  .refine((body) => (body.status === 'action_required') === (body.reason !== undefined), {
    message: 'validation.reason',
    path: ['reason'],
  });
export type ChangePackageStatusBody = z.infer<typeof ChangePackageStatusBodySchema>;

export const WeightDtoSchema = z.object({ amount: z.number(), unit: z.string() });
export const DimensionsDtoSchema = z.object({
  length: z.number(),
  width: z.number(),
  depth: z.number(),
  unit: z.string(),
});

export const LineItemDtoSchema = z.object({
  id: z.string(),
  inventoryId: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  valuePerUnit: MoneyDtoSchema,
  totalValue: MoneyDtoSchema,
  hsCode: z.string().nullable(),
  declaredValue: MoneyDtoSchema.nullable(),
  exportDescription: z.string().nullable(),
  scheduleB: z.string().nullable(),
  statisticalQuantity: z.number().int().nullable(),
});

export const PieceDtoSchema = z.object({ receptacleId: z.string(), value: MoneyDtoSchema });

/** One row of the suite list. */
export const PackageSummarySchema = z.object({
  id: z.string(),
  /** The package ID people see and search for ('PK100042'). */
  packageNumber: z.string(),
  warehouseId: z.string(),
  status: PackageStatusSchema,
  reason: ActionReasonSchema.nullable(),
  tab: SuiteTabSchema,
  retailerName: z.string(),
  retailerTrackingNumber: z.string(),
  carrier: z.string(),
  receivedAt: z.string(),
  quantity: z.number().int(),
  totalValue: MoneyDtoSchema.nullable(),
  weight: WeightDtoSchema,
  dimensions: DimensionsDtoSchema,
  freeDaysRemaining: z.number().int(),
  chargeableDays: z.number().int(),
  storageFee: MoneyDtoSchema,
  /**
   * A colleague's name on a business user's list (decision 053): the package is theirs, the
   * company's to see and act on. Absent on the caller's own packages and for everyone else.
   */
  ownerName: z.string().optional(),
});
export type PackageSummary = z.infer<typeof PackageSummarySchema>;

export const PackageDetailsSchema = PackageSummarySchema.extend({
  freeStorageDays: z.number().int(),
  storageFeePerDay: MoneyDtoSchema,
  warehouseComment: z.string().nullable(),
  adminComment: z.string().nullable(),
  pieces: z.array(PieceDtoSchema),
  lineItems: z.array(LineItemDtoSchema),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  documents: z.array(
    z.object({ serialNumber: z.number().int(), documentName: z.string(), uploadedAt: z.string() }),
  ),
  additionalServices: z.array(
    z.object({
      code: z.string(),
      price: MoneyDtoSchema,
      /** The customer's comment with the choice, for the staff who perform it (spec section 5). */
      comment: z.string().nullable(),
    }),
  ),
  returnComment: z.string().nullable(),
  /** The return goes with the customer's own label (PUT .../return-package with useOwnLabel). */
  returnUsesOwnLabel: z.boolean(),
  /** That label, a document of this package, and where this caller downloads it. */
  returnLabel: z
    .object({ serialNumber: z.number().int(), fileName: z.string(), url: z.string() })
    .nullable(),
});
export type PackageDetails = z.infer<typeof PackageDetailsSchema>;

/** The suite list's search form: retailer, tracking number or package ID. */
export const SuiteSearchSchema = z.object({ keyword: z.string().trim().max(100).optional() });

/** Filters of the suite list: tab or exact status, retailer / tracking number / package ID. */
export const SuiteListQuerySchema = z.object({
  tab: SuiteTabSchema.optional(),
  status: PackageStatusSchema.optional(),
  keyword: SuiteSearchSchema.shape.keyword,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SuiteListQuery = z.infer<typeof SuiteListQuerySchema>;

export const SuiteListSchema = z.object({
  warehouseIds: z.array(z.string()),
  counts: z.record(SuiteTabSchema, z.number().int()),
  items: z.array(PackageSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SuiteList = z.infer<typeof SuiteListSchema>;
