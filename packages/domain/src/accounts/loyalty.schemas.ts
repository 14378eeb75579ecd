import { z } from 'zod';
import { LocaleSchema } from '../locale/locales';
import {
  FirstNameSchema,
  LastNameSchema,
  RegisterBodySchema,
  StrictEmailSchema,
} from './registration.schemas';

/**
 * The airline's loyalty programme, as it appears in the token path (POST /Login/{programme}/Token,
 * spec section 7). The server's LOYALTY_PROGRAMME and the web's VITE_LOYALTY_PROGRAMME default
 * to it (ADR 016).
 */
export const DEFAULT_LOYALTY_PROGRAMME = 'skywards';

/** A loyalty sign-in must come back from the provider within 10 minutes; its state works once. */
export const LOYALTY_SIGN_IN_TTL_MINUTES = 10;
/** A first-time member has 30 minutes to finish the 3-step account creation. */
export const LOYALTY_ENROLMENT_TTL_MINUTES = 30;

/** GET /login/loyalty-programme: where the provider sends the browser back, and its language. */
export const LoyaltySignInQuerySchema = z.object({
  callbackUrl: z.url({ error: 'errors.LOYALTY_CALLBACK_INVALID' }).max(500),
  lang: z.string().max(20).optional(),
});

/**
 * The query of POST /Login/{programme}/Token: the body is the plain-text code (spec section 7);
 * `state` (and `iss`, when the provider sends it, RFC 9207) travel beside it unchanged.
 */
export const LoyaltyTokenQuerySchema = z.object({
  // A missing state is the spec's failure ('Failed to exchange code for token'), not a 400 form.
  state: z.string().max(200).default(''),
  iss: z.string().max(500).optional(),
});

/** What the programme told us about a first-time member; the creation form starts from it. */
export const LoyaltyProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberNumber: z.string().nullable(),
});
export type LoyaltyProfile = z.infer<typeof LoyaltyProfileSchema>;

/**
 * The 202 answer of the token call for a member not linked to any account yet
 * (authStatus CreateAccountPending): a one-time enrolment token for the 3-step creation.
 */
export const LoyaltyEnrolmentSchema = z.object({
  status: z.literal('CreateAccountPending'),
  enrolmentToken: z.string(),
  expiresAt: z.string(),
  profile: LoyaltyProfileSchema,
});
export type LoyaltyEnrolment = z.infer<typeof LoyaltyEnrolmentSchema>;

/** Step 1: who the member is; names come from the programme and may be corrected. */
export const LoyaltyDetailsStepSchema = z.object({
  firstName: FirstNameSchema,
  middleName: RegisterBodySchema.shape.middleName,
  lastName: LastNameSchema,
  email: StrictEmailSchema,
});
export type LoyaltyDetailsStep = z.infer<typeof LoyaltyDetailsStepSchema>;

/** Step 2: the language of the portal's e-mails and screens, and the optional offers. */
export const LoyaltyPreferencesStepSchema = z.object({
  preferredLocale: LocaleSchema,
  receiveOffersAndPromotionsFlag: z.boolean(),
});
export type LoyaltyPreferencesStep = z.infer<typeof LoyaltyPreferencesStepSchema>;

/** Step 3: the terms must be accepted (acceptConditions, spec section 5). */
export const LoyaltyReviewStepSchema = z.object({
  acceptConditions: z
    .boolean({ error: 'loyaltySignIn.acceptConditionsRequired' })
    .refine((isAccepted) => isAccepted, 'loyaltySignIn.acceptConditionsRequired'),
});

/** POST /register/loyalty-programme: the three steps and the enrolment token; no password. */
export const LoyaltyAccountBodySchema = LoyaltyDetailsStepSchema.extend(
  LoyaltyPreferencesStepSchema.shape,
).extend({
  ...LoyaltyReviewStepSchema.shape,
  enrolmentToken: z.string().min(1).max(200),
});
export type LoyaltyAccountBody = z.infer<typeof LoyaltyAccountBodySchema>;

/**
 * The new account waits for an operator's approval; when the e-mail differs from the one the
 * programme vouched for, it must be confirmed through the e-mailed link first.
 */
export const LoyaltyAccountStatusSchema = z.object({
  status: z.enum(['PendingApproval', 'PendingEmailConfirmation']),
});
export type LoyaltyAccountStatus = z.infer<typeof LoyaltyAccountStatusSchema>;
