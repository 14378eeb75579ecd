import { expect, test } from 'vitest';
import { SetAccountInfoBodySchema } from './account-info.schemas';
import { SetUserIdentificationBodySchema } from './identity.schemas';

const VALID = {
  firstName: ' Åse ',
  middleName: '',
  lastName: 'Øvrebø',
  dateOfBirth: { day: '5', month: '3', year: '1988' },
  email: ' Ase@Example.com',
  confirmEmail: 'ase@example.COM ',
  languageCode: 'no',
  registeredCountryCode: 'no',
};

function messagesOf(input: unknown) {
  const result = SetAccountInfoBodySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

test('normalises a valid body: names trimmed, e-mails lower-cased, the date as numbers', () => {
  expect(SetAccountInfoBodySchema.parse(VALID)).toEqual({
    firstName: 'Åse',
    middleName: '',
    lastName: 'Øvrebø',
    dateOfBirth: { day: 5, month: 3, year: 1988 },
    email: 'ase@example.com',
    confirmEmail: 'ase@example.com',
    languageCode: 'no',
    registeredCountryCode: 'NO',
  });
});

test('says the e-mails do not match, and names each field that is missing', () => {
  expect(messagesOf({ ...VALID, confirmEmail: 'other@example.com' })).toEqual({
    confirmEmail: 'validation.emailsDoNotMatch',
  });
  expect(
    messagesOf({
      ...VALID,
      firstName: '',
      dateOfBirth: { day: '', month: '', year: '' },
      registeredCountryCode: '',
    }),
  ).toEqual({
    firstName: 'validation.validationName',
    'dateOfBirth.day': 'validation.required',
    'dateOfBirth.month': 'validation.required',
    'dateOfBirth.year': 'validation.required',
    registeredCountryCode: 'validation.required',
  });
});

test('compares the two e-mails even when another field is wrong: every problem at once', () => {
  expect(messagesOf({ ...VALID, firstName: '', confirmEmail: 'other@example.com' })).toEqual({
    firstName: 'validation.validationName',
    confirmEmail: 'validation.emailsDoNotMatch',
  });
});

test('takes GET /UserProfile/get-account-info’s nulls and a missing confirmation', () => {
  const fromGet = {
    firstName: 'Sara',
    middleName: null,
    lastName: 'Nasser',
    dateOfBirth: null,
    email: 'sara@example.com',
    languageCode: 'en-US',
    registeredCountryCode: null,
  };
  expect(SetAccountInfoBodySchema.safeParse(fromGet).success).toBe(true);
});

test('refuses 31 February and a customer under 18', () => {
  expect(messagesOf({ ...VALID, dateOfBirth: { day: 31, month: 2, year: 1990 } })).toEqual({
    'dateOfBirth.day': 'validation.dateOfBirth',
  });
  const year = new Date().getUTCFullYear() - 10;
  expect(messagesOf({ ...VALID, dateOfBirth: { day: 1, month: 1, year } })).toEqual({
    'dateOfBirth.day': 'validation.tooYoung',
  });
});

test('the identification body stores the number normalised, or names the rule it broke', () => {
  expect(
    SetUserIdentificationBodySchema.parse({
      documentType: 'national_id',
      issuingCountryCode: 'ae',
      number: '784199012345671',
    }),
  ).toEqual({
    documentType: 'national_id',
    issuingCountryCode: 'AE',
    number: '784-1990-1234567-1',
  });
  const wrong = SetUserIdentificationBodySchema.safeParse({
    documentType: 'national_id',
    issuingCountryCode: 'SA',
    number: '3012345678',
  });
  expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
    'validation.idNumber.nationalId',
  ]);
});
