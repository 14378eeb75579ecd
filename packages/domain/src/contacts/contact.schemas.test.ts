import { expect, test } from 'vitest';
import { ContactBodySchema, contactFingerprint } from './contact.schemas';
import { normalisePhoneNumber } from './phone-number';

const valid = {
  title: 'Ms',
  firstName: 'Layla',
  lastName: 'Haddad',
  street: 'Villa 12, Street 4',
  city: 'Dubai',
  stateOrProvince: 'Dubai',
  countryCode: 'ae',
  phoneCountryCode: '+971',
  phoneNumber: '050 123 4567',
};

function fieldMessages(input: unknown) {
  const result = ContactBodySchema.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

test('keeps a UAE phone as the digits after the dial code, trunk 0 dropped', () => {
  const contact = ContactBodySchema.parse(valid);
  expect(contact).toMatchObject({
    countryCode: 'AE',
    phoneNumber: '501234567',
    addressType: 'home',
    shipperConsigneeAddressType: 'consignee',
    isDefault: false,
  });
});

test('answers every address rule of spec section 5 with its own message at once', () => {
  expect(fieldMessages({ countryCode: 'KW', phoneCountryCode: '+965', phoneNumber: '12' })).toEqual(
    {
      firstName: 'validation.contact.firstName',
      lastName: 'validation.contact.lastName',
      street: 'validation.contact.street',
      city: 'validation.contact.city',
      stateOrProvince: 'validation.contact.stateOrProvince',
      phoneNumber: 'validation.contact.phone',
    },
  );
});

test('checks the phone for the contact country', () => {
  expect(fieldMessages({ ...valid, phoneNumber: '12345' })).toEqual({
    phoneNumber: 'validation.contact.phone',
  });
  expect(normalisePhoneNumber('+965', '5551 2345', 'KW')).toBe('55512345');
  expect(normalisePhoneNumber('+1', '(202) 555-0148', 'US')).toBe('2025550148');
  expect(normalisePhoneNumber('+44', '07911 123456', 'GB')).toBe('7911123456');
  expect(normalisePhoneNumber('+999', '501234567', 'AE')).toBeUndefined();
  expect(normalisePhoneNumber('+971', 'call me', 'AE')).toBeUndefined();
});

test('refuses unknown titles, types, countries and dial codes, and over-long texts', () => {
  expect(
    fieldMessages({
      ...valid,
      title: 'Dr',
      addressType: 'office',
      countryCode: 'XX',
      firstName: 'a'.repeat(101),
      street2: 'b'.repeat(201),
    }),
  ).toEqual({
    title: 'validation.invalid',
    addressType: 'validation.invalid',
    countryCode: 'validation.countryCode',
    firstName: 'validation.tooLong',
    street2: 'validation.tooLong',
  });
  expect(fieldMessages({ ...valid, phoneCountryCode: '+999' })).toEqual({
    phoneCountryCode: 'validation.contact.phone',
  });
});

test('finds the same address whatever its case and spacing', () => {
  const one = ContactBodySchema.parse(valid);
  const two = ContactBodySchema.parse({
    ...valid,
    firstName: ' LAYLA ',
    street: 'villa 12,  street 4',
    phoneNumber: '501234567',
  });
  expect(contactFingerprint(one)).toBe(contactFingerprint(two));
  expect(contactFingerprint(ContactBodySchema.parse({ ...valid, city: 'Sharjah' }))).not.toBe(
    contactFingerprint(one),
  );
});

test('refuses a body that is not an object without checking the phone', () => {
  for (const input of [[1, 2, 3], null, 'text', 42]) {
    expect(ContactBodySchema.safeParse(input).success).toBe(false);
  }
});
