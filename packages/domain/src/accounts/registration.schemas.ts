import { z } from 'zod';
import { NewPasswordSchema } from './password-policy';
import { BASE_CARRIER, SHIPPER_TYPE } from './roles';

/** Spec section 5: letters (æ ø å and every other alphabet included) and spaces only. */
const PERSON_NAME = /^\p{L}+(?:[ \p{L}]*\p{L})?$/u;

export const FirstNameSchema = z
  .string({ error: 'validation.validationName' })
  .trim()
  .regex(PERSON_NAME, 'validation.validationName')
  .max(60, 'validation.tooLong');

export const LastNameSchema = z
  .string({ error: 'validation.validationLastName' })
  .trim()
  .regex(PERSON_NAME, 'validation.validationLastName')
  .max(60, 'validation.tooLong');

/** Registration and forgot-password use the stricter pattern (spec section 5). */
export const StrictEmailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .toLowerCase()
  .pipe(z.email('validation.email').max(254, 'validation.email'));

/**
 * The Sign Up modal's third step (spec section 2, "create account in 3 steps"; issue 15): a
 * Business account is an individual account whose first sign-in opens the business application
 * (decision 052); Personal changes nothing.
 */
export const ACCOUNT_TYPES = ['Personal', 'Business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES, { error: 'validation.accountType' });

/**
 * POST /register, with the spec's payload; shipper type and base carrier are fixed values. The
 * account type is ours (step 3); a client that sends none registers a Personal account.
 */
export const RegisterBodySchema = z.object({
  firstName: FirstNameSchema,
  middleName: z
    .string()
    .trim()
    .refine((name) => name === '' || PERSON_NAME.test(name), 'validation.validationName')
    .optional(),
  lastName: LastNameSchema,
  email: StrictEmailSchema,
  password: NewPasswordSchema,
  recaptchaToken: z.string().max(10_000).optional(),
  receiveOffersAndPromotionsFlag: z.boolean().default(false),
  shipperType: z.literal(SHIPPER_TYPE).default(SHIPPER_TYPE),
  baseCarrier: z.literal(BASE_CARRIER).default(BASE_CARRIER),
  accountType: AccountTypeSchema.default('Personal'),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const EmailAvailabilityBodySchema = z.object({ emailAddress: StrictEmailSchema });
export const EmailAvailabilitySchema = z.object({ result: z.boolean() });

export const ConfirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** The PendingEmailConfirmation modal's form; the request adds the solved captcha. */
export const ResendConfirmationFormSchema = z.object({ email: StrictEmailSchema });
export const ResendConfirmationBodySchema = ResendConfirmationFormSchema.extend({
  recaptchaToken: z.string().max(10_000).optional(),
});
export const ResendConfirmationSchema = z.object({ status: z.enum(['resent', 'alreadyVerified']) });

/** An e-mailed confirmation link lives 48 hours. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;

/** A set-password link lives 2 hours; the last 5 passwords cannot be chosen again. */
export const SET_PASSWORD_TTL_HOURS = 2;
export const PASSWORD_HISTORY_DEPTH = 5;

/** Forgot password: the address and the solved captcha (ADR 021). */
export const RequestSetPasswordBodySchema = z.object({
  emailAddress: StrictEmailSchema,
  recaptchaToken: z.string().max(10_000).optional(),
});
export type RequestSetPasswordBody = z.infer<typeof RequestSetPasswordBodySchema>;
export const SetPasswordBodySchema = z.object({
  token: z
    .string({ error: 'errors.RESET_TOKEN_INVALID' })
    .trim()
    .min(1, 'errors.RESET_TOKEN_INVALID')
    .max(200),
  newPassword: NewPasswordSchema,
});
export const ChangePasswordBodySchema = z.object({
  oldPassword: z.string().min(1, 'validation.passwordRequired').max(128),
  newPassword: z.string().max(128),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export const MessageSchema = z.object({ message: z.string() });
