import { z } from 'zod';
import { RoleSchema } from './roles';

/** Spec sections 5 and 9: a 6-digit one-time code, 10 minutes, 5 tries, 5 sends an hour. */
export const ONE_TIME_CODE_LENGTH = 6;
export const ONE_TIME_CODE_TTL_MINUTES = 10;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
export const ONE_TIME_CODE_MAX_SENDS_PER_HOUR = 5;
/**
 * Consecutive wrong passwords from one client address that lock the account for that address,
 * and for how long (product.md, ADR 021).
 */
export const MAX_FAILED_LOGINS = 10;
export const LOCKOUT_MINUTES = 15;
/**
 * Consecutive wrong passwords from all addresses together that lock the account everywhere: the
 * ceiling for an attacker who rotates addresses (ADR 021). The owner can still reset by e-mail.
 */
export const ACCOUNT_MAX_FAILED_LOGINS = 50;
/** Forgot-password e-mails one account may be sent an hour (ADR 021). */
export const SET_PASSWORD_MAX_SENDS_PER_HOUR = 5;
/** How long a token replaced by a refresh still works: another tab or a call in flight. */
export const SESSION_REFRESH_GRACE_SECONDS = 30;
/** A session token lives 15 minutes and is refreshed one minute before expiry while in use. */
export const SESSION_TTL_MINUTES = 15;
/** Spec section 4: 30 minutes without activity end a session; no session outlives 12 hours. */
export const SESSION_IDLE_MINUTES = 30;
/** The browser warns this long before it logs an idle user out (spec section 9). */
export const IDLE_WARNING_SECONDS = 30;
export const SESSION_MAX_HOURS = 12;

/**
 * The login form only needs non-space, @ and a dot (spec section 5); an empty one is 'Email is
 * required', as 'Password is required' beside it (spec section 8).
 */
export const LoginEmailSchema = z
  .string({ error: 'validation.emailLoose' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.emailRequired', abort: true })
  .regex(/^\S+@\S+\.\S+$/, 'validation.emailLoose')
  .max(254, 'validation.emailLoose');

export const LoginBodySchema = z.object({
  email: LoginEmailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(128),
  recaptchaToken: z.string().max(10_000).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * What answers a challenge (ADR 015): the e-mailed code for customers, the authenticator app
 * (TOTP) for staff and admins, or, for an operator without a confirmed authenticator yet, the
 * authenticator they are enrolling now.
 */
export const SECOND_FACTORS = ['email', 'totp', 'totp-enrolment'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** What an operator adds to an authenticator app: the QR code, or the secret typed by hand. */
export const TotpEnrolmentSchema = z.object({
  otpauthUri: z.string(),
  /** A `data:image/svg+xml` URL of the QR code of `otpauthUri` (the CSP allows data: images). */
  qrCodeDataUrl: z.string(),
  /** The base32 secret, for apps that cannot scan. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/**
 * The password step's answer: no session yet, only the challenge the second factor answers.
 * Customers' answers carry no `secondFactor` (the code was e-mailed, as before); operators'
 * say `totp`, or `totp-enrolment` with `totpEnrolment`.
 */
export const LoginChallengeSchema = z.object({
  challengeId: z.string(),
  verificationCodeExpiry: z.string(),
  agentCodeIsNull: z.boolean(),
  approvalStatusIsApproved: z.boolean(),
  secondFactor: z.enum(SECOND_FACTORS).optional(),
  totpEnrolment: TotpEnrolmentSchema.optional(),
});
export type LoginChallenge = z.infer<typeof LoginChallengeSchema>;

export const OneTimeCodeSchema = z
  .string({ error: 'validation.insertValidCode' })
  .trim()
  .regex(/^\d{6}$/, 'validation.insertValidCode');

/** Step 2 of the Login modal: what the person types; the request adds the challenge. */
export const OneTimeCodeFormSchema = z.object({ code: OneTimeCodeSchema });

export const VerifyCodeBodySchema = z.object({
  challengeId: z.uuid({ error: 'errors.OTP_EXPIRED' }),
  ...OneTimeCodeFormSchema.shape,
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;

export const SessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  role: RoleSchema,
  agentCodeIsNull: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** Who a user is: the fields every user DTO shares. */
export const UserIdentitySchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  role: RoleSchema,
});

/** GET /api/user: the signed-in user's own account (role and carrier come from here, ADR 012). */
export const CurrentUserSchema = UserIdentitySchema.extend({
  baseCarrier: z.string(),
  airlineCode: z.string().nullable(),
  targetCurrency: z.string(),
  preferredLocale: z.string(),
  agentCodeIsNull: z.boolean(),
  /** True until the customer closes the first-time suite address screen (spec section 3). */
  firstTime: z.boolean(),
  /**
   * Chose Business at sign-up and has sent no business application yet: the sign-in lands on the
   * profile's business application form (issue 15, decision 052).
   */
  businessApplicationDue: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** POST /login/botlogin: agent accounts sign in with e-mail and password only (no captcha, no code). */
export const BotLoginBodySchema = z.object({
  email: LoginEmailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(128),
});

export const UserTypeBodySchema = z.object({ emailAddress: LoginEmailSchema });
/** MigratedUser: an account brought over from the old portal without a password yet. */
export const UserTypeSchema = z.object({
  status: z.enum(['SkywardsUser', 'MigratedUser']),
  origins: z.array(z.string()),
  destinations: z.array(z.string()),
});
