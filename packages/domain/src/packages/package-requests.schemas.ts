import { z } from 'zod';
import { MoneyDtoSchema } from '../pricing/delivery-price.schemas';
import { checkAdditionalServicesRequest } from './additional-services-request';
import { checkReturnRequest, RETURN_COMMENT_MAX_LENGTH } from './return-request';

/**
 * The customer's words with a service request (spec section 5, 'Please add a comment.'): a return
 * to the shop and a choice of additional services keep them the same way, trimmed and at most
 * `RETURN_COMMENT_MAX_LENGTH` characters. Whether one is there is the request's rule, so the
 * answer names the rule's own code.
 */
const ServiceRequestCommentSchema = z
  .string()
  .trim()
  .max(RETURN_COMMENT_MAX_LENGTH, 'validation.tooLong')
  .default('');

/**
 * PUT .../return-package: back to the shop. The comment and the label are checked by
 * `checkReturnRequest`, so the answer carries the spec's own texts ('Please add a comment.',
 * 'Please upload label') rather than a generic validation failure.
 */
export const ReturnPackageBodySchema = z.object({
  comment: ServiceRequestCommentSchema,
  /** True when the customer sends the shop's own return label instead of ours. */
  useOwnLabel: z.boolean().default(false),
  /** The uploaded label: a document of this package (POST /Packages/upload-file). */
  labelSerialNumber: z.coerce.number().int().positive().optional(),
});
export type ReturnPackageBody = z.infer<typeof ReturnPackageBodySchema>;

const RETURN_CHECK_MESSAGES = {
  RETURN_COMMENT_REQUIRED: 'validation.commentRequired',
  RETURN_LABEL_REQUIRED: 'validation.uploadLabel',
} as const;

/**
 * The return form's schema: the body's schema and then the rule the server runs on it
 * (`checkReturnRequest`), with the dictionary keys of the spec's texts on their fields. The
 * server keeps the two steps apart to answer the rule's own codes.
 */
export const ReturnPackageRequestSchema = ReturnPackageBodySchema.superRefine((body, context) => {
  const check = checkReturnRequest(body);
  if (!check.ok) {
    context.addIssue({
      code: 'custom',
      path: [check.field],
      message: RETURN_CHECK_MESSAGES[check.code],
    });
  }
});

/** Codes of additional services: 3 upper-case letters or digits ('XPH', 'RPK'). */
export const ServiceCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3}$/, 'validation.invalid')
  .transform((code) => code.toUpperCase());

/**
 * PUT .../additional-services: the services wanted on this package (replaces the earlier choice)
 * and what the warehouse team should know to perform them, checked by
 * `checkAdditionalServicesRequest` ('Please add a comment.').
 */
export const AdditionalServicesBodySchema = z.object({
  serviceCodes: z.array(ServiceCodeSchema).max(20, 'validation.tooMany'),
  comment: ServiceRequestCommentSchema,
});
export type AdditionalServicesBody = z.infer<typeof AdditionalServicesBodySchema>;

/** The services form's schema: the body's, then the server's rule with the spec's text as key. */
export const AdditionalServicesRequestSchema = AdditionalServicesBodySchema.superRefine(
  (body, context) => {
    const check = checkAdditionalServicesRequest(body);
    if (!check.ok) {
      context.addIssue({
        code: 'custom',
        path: [check.field],
        message: 'validation.commentRequired',
      });
    }
  },
);

/** The serviceCodes header of GET .../service-charge: 'XPH,RPK' (or repeated). */
export function parseServiceCodesHeader(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const codes = raw
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
  return [...new Set(codes)];
}

export const AdditionalServiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price at each warehouse, in its currency. */
  prices: z.array(z.object({ warehouseId: z.string(), price: MoneyDtoSchema })),
});
export type AdditionalService = z.infer<typeof AdditionalServiceSchema>;

export const ServiceChargeSchema = z.object({
  packageId: z.string(),
  stateCode: z.string(),
  lines: z.array(z.object({ code: z.string(), name: z.string(), price: MoneyDtoSchema })),
  total: MoneyDtoSchema,
});
export type ServiceCharge = z.infer<typeof ServiceChargeSchema>;

/** GET /package-locker: a locker and the address shops ship to (name, suite, street, ...). */
export const PackageLockerSchema = z.object({
  id: z.string(),
  warehouseId: z.string(),
  warehouseCode: z.string(),
  address: z.object({
    name: z.string(),
    suiteNumber: z.string().nullable(),
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    zip: z.string(),
    country: z.string(),
    countryCode: z.string(),
    phone: z.string(),
  }),
});
export type PackageLocker = z.infer<typeof PackageLockerSchema>;

export const NOTIFICATION_KINDS = [
  'package_received',
  'action_required',
  'storage_ending',
  /** A paid ship request took the package (decision 039): it is being prepared. */
  'payment_received',
  /** A shipment of the customer's has a new tracking status (decision 042); no package of its own. */
  'shipment_status',
  /** Staff verified the customer's identity, or rejected it with a reason (issue 14). */
  'identity_verified',
  'identity_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** An unread notification of the header (spec section 3: id, updatedOn). */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  packageId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  message: z.string(),
  updatedOn: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const MarkNotificationsReadBodySchema = z.object({
  notificationIds: z.array(z.uuid('validation.invalid')).min(1, 'validation.required').max(100),
});

/** GET /Packages/uploaded-files (spec section 7). */
export const UploadedFilesQuerySchema = z.object({
  documentName: z.string().trim().max(100).optional(),
  /** The package's ID or, once shipped, its air waybill. */
  awbPrefixAwbNumber: z.string().trim().max(40).optional(),
  /**
   * One package's documents (its id, as in the package's address): the package page's list,
   * which is empty rather than 404 when nothing is uploaded yet.
   */
  packageId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type UploadedFilesQuery = z.infer<typeof UploadedFilesQuerySchema>;

export const UploadedFileSchema = z.object({
  serialNumber: z.number().int(),
  packageId: z.string(),
  packageNumber: z.string(),
  documentName: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;
