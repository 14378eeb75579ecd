import { z } from 'zod';
import { NewPasswordSchema } from './password-policy';
import {
  AccountTypeSchema,
  ChangePasswordBodySchema,
  RegisterBodySchema,
} from './registration.schemas';

/** Spec section 4: the e-mail availability the Register modal shows while the address is typed. */
export const EMAIL_AVAILABILITY_STATES = ['Unknown', 'Available', 'Taken'] as const;
export type EmailAvailability = (typeof EMAIL_AVAILABILITY_STATES)[number];

/**
 * Step 1 of registration (spec section 5): names, e-mail, the required terms (acceptConditions)
 * and the optional offers, which the request sends as receiveOffersAndPromotionsFlag.
 */
export const RegisterDetailsSchema = RegisterBodySchema.pick({
  firstName: true,
  middleName: true,
  lastName: true,
  email: true,
}).extend({
  acceptConditions: z
    .boolean({ error: 'registerModal.acceptConditionsRequired' })
    .refine((isAccepted) => isAccepted, 'registerModal.acceptConditionsRequired'),
  receiveOffersAndPromotionsFlag: z.boolean(),
});
export type RegisterDetails = z.infer<typeof RegisterDetailsSchema>;

/** Step 3 of registration: Personal or Business, chosen (none is preselected). */
export const RegisterAccountTypeSchema = z.object({ accountType: AccountTypeSchema });
export type RegisterAccountType = z.infer<typeof RegisterAccountTypeSchema>;

const confirmation = z.string({ error: 'registerModal.passwordMatch' });

/** Spec section 5: the confirmation must equal the password (registerModal.passwordMatch). */
function isConfirmed(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

const CONFIRMATION_CHECK = {
  message: 'registerModal.passwordMatch',
  path: ['confirmPassword'],
  // Also when the password breaks a rule: both messages show at once, not one after the other.
  when: (payload: { value: unknown }) =>
    z.object({ password: z.string(), confirmPassword: z.string() }).safeParse(payload.value)
      .success,
};

/** A new password typed twice: registration step 2 and the choose-new-password modal. */
export const NewPasswordConfirmationSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: confirmation })
  .refine(isConfirmed, CONFIRMATION_CHECK);
export type NewPasswordConfirmation = z.infer<typeof NewPasswordConfirmationSchema>;

/** Change password while signed in: the current one, then the new one twice (spec section 7). */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: ChangePasswordBodySchema.shape.oldPassword,
    password: NewPasswordSchema,
    confirmPassword: confirmation,
  })
  .refine(isConfirmed, CONFIRMATION_CHECK);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
