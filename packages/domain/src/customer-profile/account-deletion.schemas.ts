import { z } from 'zod';

/** A deletion request's life (issue 14, decision 048): pending, then erased or withdrawn. */
export const ACCOUNT_DELETION_STATUSES = ['pending', 'erased', 'withdrawn'] as const;
export type AccountDeletionStatus = (typeof ACCOUNT_DELETION_STATUSES)[number];

/** POST /UserProfile/deletion-request: the customer confirms with their password. */
export const RequestAccountDeletionBodySchema = z.object({
  password: z.string().min(1, 'validation.required').max(200, 'validation.tooLong'),
});
export type RequestAccountDeletionBody = z.infer<typeof RequestAccountDeletionBodySchema>;

export const AccountDeletionRequestSchema = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_DELETION_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;

/** The customer's own state: their pending request, if any. */
export const MyAccountDeletionSchema = z.object({
  pending: AccountDeletionRequestSchema.nullable(),
});
export type MyAccountDeletion = z.infer<typeof MyAccountDeletionSchema>;

/** GET /admin/deletion-requests: the operators' queue of pending requests. */
export const PendingDeletionRequestSchema = AccountDeletionRequestSchema.extend({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
});
export type PendingDeletionRequest = z.infer<typeof PendingDeletionRequestSchema>;
