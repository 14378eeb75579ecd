import { z } from 'zod';
import { CountryCodeSchema } from '../reference/reference.schemas';
import { checkIdNumber, ID_DOCUMENT_TYPES } from './id-number';

/** Where a customer's identity stands (issue 14): staff verify or reject what was sent. */
export const IDENTITY_STATUSES = ['missing', 'pending', 'verified', 'rejected'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** At most this many ID documents per customer (spec section 5: "a maximum file count"). */
export const MAX_ID_DOCUMENTS = 5;

const ID_NUMBER_MESSAGES = {
  passport: 'validation.idNumber.passport',
  nationalIdCountry: 'validation.idNumber.nationalIdCountry',
  nationalId: 'validation.idNumber.nationalId',
} as const;

/**
 * PUT /UserProfile/set-user-identification: a passport or national ID and its issuing country,
 * the number checked by that country's format (decision 047) and stored normalised.
 */
export const SetUserIdentificationBodySchema = z
  .object({
    documentType: z.enum(ID_DOCUMENT_TYPES, { error: 'validation.required' }),
    issuingCountryCode: CountryCodeSchema,
    number: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(40),
  })
  .transform((body, context) => {
    const check = checkIdNumber(body.documentType, body.issuingCountryCode, body.number);
    if (!check.ok) {
      context.addIssue({
        code: 'custom',
        message: ID_NUMBER_MESSAGES[check.reason],
        path: ['number'],
      });
      return z.NEVER;
    }
    return { ...body, number: check.number };
  });
export type SetUserIdentificationBody = z.output<typeof SetUserIdentificationBodySchema>;
export type SetUserIdentificationForm = z.input<typeof SetUserIdentificationBodySchema>;

/** One ID document as its owner (or staff) sees it; `url` needs the session's token. */
export const IdentityDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  url: z.string(),
});
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>;

/** GET /UserProfile/get-user-identification. */
export const UserIdentificationSchema = z.object({
  documentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
  issuingCountryCode: z.string().nullable(),
  number: z.string().nullable(),
  status: z.enum(IDENTITY_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type UserIdentification = z.infer<typeof UserIdentificationSchema>;

/** DELETE /UserProfile/delete-file (spec section 7: the id in the body). */
export const DeleteIdentityDocumentBodySchema = z.object({
  id: z.uuid('errors.DOCUMENT_DELETE_FAILED'),
});

/** Staff's decision on a pending identity; a rejection says why (the customer reads it). */
export const ReviewIdentityBodySchema = z
  .object({
    decision: z.enum(['verified', 'rejected'], { error: 'validation.required' }),
    reason: z.string().trim().max(500, 'validation.tooLong').optional(),
  })
  .refine((body) => body.decision === 'verified' || (body.reason ?? '') !== '', {
    message: 'validation.rejectionReason',
    path: ['reason'],
  });
export type ReviewIdentityBody = z.infer<typeof ReviewIdentityBodySchema>;

/** A line of the staff's identity queue. */
export const StaffIdentitySummarySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  suiteNumber: z.string().nullable(),
  status: z.enum(IDENTITY_STATUSES),
  documentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
  issuingCountryCode: z.string().nullable(),
  documentCount: z.number(),
  updatedAt: z.string(),
});
export type StaffIdentitySummary = z.infer<typeof StaffIdentitySummarySchema>;

/** GET /staff/identities: one state's queue, a page at a time (as the other staff lists). */
export const StaffIdentityListQuerySchema = z.object({
  status: z.enum(IDENTITY_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type StaffIdentityListQuery = z.infer<typeof StaffIdentityListQuerySchema>;

/** One identity opened by staff: the customer's account facts, the ID, the documents. */
export const StaffIdentityDetailsSchema = StaffIdentitySummarySchema.extend({
  number: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  registeredCountryCode: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  documents: z.array(IdentityDocumentSchema),
});
export type StaffIdentityDetails = z.infer<typeof StaffIdentityDetailsSchema>;
