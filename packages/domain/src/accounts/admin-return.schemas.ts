import { z } from 'zod';
import { isAdminReturnPath } from '../admin-return';
import { SessionSchema } from './sign-in.schemas';

/** Where the operator's browser goes: the exchange page with the code; `returnTo` is one of the invoice pages. */
export const AdminAccessSchema = z.object({
  redirectPath: z.string(),
  expiresAt: z.string(),
});
export type AdminAccess = z.infer<typeof AdminAccessSchema>;

export const AdminAccessBodySchema = z.object({
  /** Where the customer's portal opens; one of the admin-return pages, else the invoice list. */
  returnTo: z
    .string()
    .max(200)
    .refine(isAdminReturnPath, { error: 'validation.adminReturnPath' })
    .optional(),
});

export const AdminTokenBodySchema = z.object({
  adminToken: z.string().min(1, { error: 'errors.ADMIN_TOKEN_INVALID' }).max(200),
});

/** A session opened by an operator: the customer's session, marked as such. */
export const AdminSessionSchema = SessionSchema.extend({ fromAdmin: z.literal(true) });
export type AdminSession = z.infer<typeof AdminSessionSchema>;
