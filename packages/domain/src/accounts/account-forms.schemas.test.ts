import { expect, test } from 'vitest';
import {
  ChangePasswordFormSchema,
  NewPasswordConfirmationSchema,
  RegisterAccountTypeSchema,
  RegisterDetailsSchema,
} from './account-forms.schemas';

const DETAILS = {
  firstName: 'Åse Marie',
  middleName: '',
  lastName: 'Øvrebø',
  email: ' Ase@Example.COM ',
  acceptConditions: true,
  receiveOffersAndPromotionsFlag: false,
};

function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

test('registration step 1 takes names with æ ø å and spaces, and normalises the e-mail', () => {
  const result = RegisterDetailsSchema.safeParse(DETAILS);
  expect(result.success).toBe(true);
  expect(result.data?.email).toBe('ase@example.com');
});

test('registration step 1 needs the terms but not the offers', () => {
  expect(
    messagesOf(RegisterDetailsSchema.safeParse({ ...DETAILS, acceptConditions: false })),
  ).toEqual({ acceptConditions: 'registerModal.acceptConditionsRequired' });
  expect(
    RegisterDetailsSchema.safeParse({ ...DETAILS, receiveOffersAndPromotionsFlag: true }).success,
  ).toBe(true);
});

test('registration step 3 needs Personal or Business to be chosen', () => {
  expect(RegisterAccountTypeSchema.safeParse({ accountType: 'Business' }).success).toBe(true);
  expect(messagesOf(RegisterAccountTypeSchema.safeParse({ accountType: null }))).toEqual({
    accountType: 'validation.accountType',
  });
  expect(messagesOf(RegisterAccountTypeSchema.safeParse({ accountType: 'Company' }))).toEqual({
    accountType: 'validation.accountType',
  });
});

test('registration step 1 refuses digits in names and a loose e-mail, field by field', () => {
  const result = RegisterDetailsSchema.safeParse({
    ...DETAILS,
    firstName: 'R2D2',
    middleName: 'J.',
    lastName: '',
    email: 'a@b',
  });
  expect(messagesOf(result)).toEqual({
    firstName: 'validation.validationName',
    middleName: 'validation.validationName',
    lastName: 'validation.validationLastName',
    email: 'validation.email',
  });
});

test('a new password must meet the rules and be typed the same twice', () => {
  expect(
    NewPasswordConfirmationSchema.safeParse({
      password: 'Fjord-Tromsø-42!',
      confirmPassword: 'Fjord-Tromsø-42!',
    }).success,
  ).toBe(true);
  expect(
    messagesOf(
      NewPasswordConfirmationSchema.safeParse({
        password: 'Fjord-Tromsø-42!',
        confirmPassword: 'Fjord-Tromsø-43!',
      }),
    ),
  ).toEqual({ confirmPassword: 'registerModal.passwordMatch' });
});

test('a weak password that is not repeated shows both messages at once', () => {
  expect(
    messagesOf(NewPasswordConfirmationSchema.safeParse({ password: 'short', confirmPassword: '' })),
  ).toEqual({
    password: 'registerModal.neededChars',
    confirmPassword: 'registerModal.passwordMatch',
  });
});

test('changing a password needs the current one and the new one twice', () => {
  expect(
    messagesOf(
      ChangePasswordFormSchema.safeParse({
        oldPassword: '',
        password: 'Welcome1!',
        confirmPassword: 'Welcome1!',
      }),
    ),
  ).toEqual({ oldPassword: 'validation.passwordRequired', password: 'validation.commonPassword' });
});
