import { z } from 'zod';
import { BoundedDateSchema } from '../input/bounded-input';
import {
  ActionReasonSchema,
  PackageDetailsSchema,
  PackageStatusSchema,
  PackageSummarySchema,
} from './package.schemas';

/** Who a package belongs to, as the staff console shows it (null while unassigned). */
const OwnerFields = {
  userId: z.string().nullable(),
  suiteNumber: z.string().nullable(),
  customerName: z.string().nullable(),
};

export const StaffPackageSummarySchema = PackageSummarySchema.extend(OwnerFields);
export const StaffPackageDetailsSchema = PackageDetailsSchema.extend({
  ...OwnerFields,
  history: z.array(
    z.object({
      fromStatus: PackageStatusSchema.nullable(),
      toStatus: PackageStatusSchema,
      reason: ActionReasonSchema.nullable(),
      comment: z.string().nullable(),
      actorUserId: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type StaffPackageDetails = z.infer<typeof StaffPackageDetailsSchema>;

/** Staff search (issue 4): by suite, status, date received and retailer, at their warehouses. */
export const StaffPackageQuerySchema = z.object({
  warehouseId: z.uuid('validation.invalid').optional(),
  suite: z.string().trim().max(20).optional(),
  status: PackageStatusSchema.optional(),
  /** Only packages whose suite number matched nobody. */
  unassigned: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  receivedFrom: BoundedDateSchema.optional(),
  receivedTo: BoundedDateSchema.optional(),
  retailer: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffPackageQuery = z.infer<typeof StaffPackageQuerySchema>;

export const AssignPackageBodySchema = z.object({
  suiteNumber: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20)
    .transform((suite) => suite.toUpperCase()),
});

export const PackageCommentsBodySchema = z
  .object({
    warehouseComment: z.string().trim().max(1000, 'validation.tooLong').optional(),
    adminComment: z.string().trim().max(1000, 'validation.tooLong').optional(),
  })
  .refine((body) => body.warehouseComment !== undefined || body.adminComment !== undefined, {
    message: 'validation.required',
    path: ['adminComment'],
  });

export const SuiteOwnerSchema = z.object({
  userId: z.string(),
  suiteNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
