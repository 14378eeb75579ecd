import { z } from 'zod';
import {
  FirstNameSchema,
  LastNameSchema,
  RegisterBodySchema,
  StrictEmailSchema,
} from '../accounts/registration.schemas';
import { PHONE_COUNTRY_ROWS } from '../contacts/phone-country-codes';
import { LocaleSchema } from '../locale/locales';
import { checkDateOfBirth } from './date-of-birth';

const COUNTRY_CODES = new Set(PHONE_COUNTRY_ROWS.map(([code]) => code));

/** A select's value: '' (nothing chosen) is 'Please fill out all required fields'. */
function datePart(max: number) {
  return z.coerce
    .number({ error: 'validation.required' })
    .int('validation.required')
    .min(1, 'validation.required')
    .max(max, 'validation.dateOfBirth');
}

/** Day, month, year (spec section 3): a real date, in the past, of someone 18 or older. */
export const DateOfBirthSchema = z
  .object({ day: datePart(31), month: datePart(12), year: datePart(9999) })
  .superRefine((date, context) => {
    // A part left empty already says 'required'; the date itself is judged once all are chosen.
    if (date.day < 1 || date.month < 1 || date.year < 1) {
      return;
    }
    const check = checkDateOfBirth(date, new Date());
    if (!check.ok) {
      context.addIssue({
        code: 'custom',
        message: check.reason === 'tooYoung' ? 'validation.tooYoung' : 'validation.dateOfBirth',
        path: ['day'],
      });
    }
  });

/** A country of the portal's list (the phone list's ISO codes), upper-cased. */
export const RegisteredCountrySchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), 'validation.required');

/**
 * PUT /UserProfile/set-account-info (spec sections 3, 5): the names by registration's rules,
 * the date of birth, the e-mail typed twice ('Provided emails do not match'), the language of
 * e-mails and PDFs, and the registered country. The profile's form runs the same schema.
 * What GET /UserProfile/get-account-info answers is taken back as it is (issue 27): a null
 * middle name is none, a null date of birth or country leaves the stored one (the form always
 * sends both), and `confirmEmail` may be left out while the e-mail stays the account's (the
 * server asks for it when the e-mail changes). Every field's problem is reported at once: the
 * two e-mails are compared even when another field is wrong.
 */
export const SetAccountInfoBodySchema = z
  .object({
    firstName: FirstNameSchema,
    middleName: RegisterBodySchema.shape.middleName.nullable(),
    lastName: LastNameSchema,
    dateOfBirth: DateOfBirthSchema.nullable(),
    email: StrictEmailSchema,
    confirmEmail: z
      .string({ error: 'validation.emailsDoNotMatch' })
      .trim()
      .toLowerCase()
      .optional(),
    languageCode: LocaleSchema,
    registeredCountryCode: RegisteredCountrySchema.nullable(),
  })
  .refine(
    (body) =>
      body.confirmEmail === undefined ||
      String(body.email).trim().toLowerCase() === body.confirmEmail.trim().toLowerCase(),
    {
      message: 'validation.emailsDoNotMatch',
      path: ['confirmEmail'],
      // Compared whatever else is wrong, so the form shows every problem after one save.
      when: (payload) => {
        const value = payload.value as { email?: unknown; confirmEmail?: unknown } | undefined;
        return typeof value?.email === 'string' && typeof value.confirmEmail === 'string';
      },
    },
  );
export type SetAccountInfoBody = z.infer<typeof SetAccountInfoBodySchema>;
export type SetAccountInfoForm = z.input<typeof SetAccountInfoBodySchema>;

/** GET /UserProfile/get-account-info: what the form shows, and an e-mail change waiting. */
export const AccountInfoSchema = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: z.object({ day: z.number(), month: z.number(), year: z.number() }).nullable(),
  email: z.string(),
  /** The new address until its link is opened; the account keeps `email` until then. */
  pendingEmail: z.string().nullable(),
  languageCode: LocaleSchema,
  registeredCountryCode: z.string().nullable(),
});
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

/** The answer to a save: the message, the account, and whether a link went to a new address. */
export const SetAccountInfoResultSchema = z.object({
  message: z.string(),
  accountInfo: AccountInfoSchema,
  isEmailChangePending: z.boolean(),
});
export type SetAccountInfoResult = z.infer<typeof SetAccountInfoResultSchema>;

/** POST /UserProfile/confirm-email-change: the token of the link sent to the new address. */
export const ConfirmEmailChangeBodySchema = z.object({
  token: z.string().trim().min(1, 'errors.EMAIL_CHANGE_FAILED').max(200),
});

/** An e-mail change link lives 24 hours; at most 5 are sent an hour. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_CHANGE_MAX_SENDS_PER_HOUR = 5;
