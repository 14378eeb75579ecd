import { z } from 'zod';
import { isKnownCountryCode, isKnownDialCode } from './phone-country-codes';
import { normalisePhoneNumber } from './phone-number';

/** Contact titles (spec section 3). */
export const CONTACT_TITLES = ['Mr', 'Ms', 'Mrs', 'Miss'] as const;
/** Address types (spec section 3). */
export const ADDRESS_TYPES = ['work', 'home', 'other'] as const;
/** Whether the contact sends (shipper) or receives (consignee) a shipment (spec section 3). */
export const SHIPPER_CONSIGNEE_TYPES = ['shipper', 'consignee'] as const;

export type ContactTitle = (typeof CONTACT_TITLES)[number];
export type AddressType = (typeof ADDRESS_TYPES)[number];
export type ShipperConsigneeType = (typeof SHIPPER_CONSIGNEE_TYPES)[number];

/** The longest name, city or state a contact keeps; street lines and zip have their own. */
export const MAX_CONTACT_NAME = 100;
export const MAX_CONTACT_STREET = 200;
export const MAX_CONTACT_ZIP = 20;
export const MAX_PHONE_NUMBER = 25;

/** A text the spec's address rules require (spec section 5), with the rule's own message. */
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');

/** An optional text: empty means absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined));

const PHONE_FIELDS: ReadonlySet<PropertyKey> = new Set([
  'countryCode',
  'phoneCountryCode',
  'phoneNumber',
]);

function arePhoneFieldsParsed(payload: z.core.ParsePayload): boolean {
  // An issue without a path means the body is not an object at all: nothing to check.
  return payload.issues.every((issue) => {
    const field = issue.path?.[0];
    return field !== undefined && !PHONE_FIELDS.has(field);
  });
}

/**
 * A contact as a customer adds or changes it (spec section 3, Contact; rules of spec section 5,
 * Address). The phone is checked for the contact's country with libphonenumber-js and kept as
 * the digits after the dial code, so '050 123 4567' and '501234567' in the UAE are one number.
 */
export const ContactBodySchema = z
  .object({
    title: z.enum(CONTACT_TITLES, { error: 'validation.invalid' }).optional(),
    firstName: requiredText(MAX_CONTACT_NAME, 'validation.contact.firstName'),
    middleName: optionalText(MAX_CONTACT_NAME),
    lastName: requiredText(MAX_CONTACT_NAME, 'validation.contact.lastName'),
    street: requiredText(MAX_CONTACT_STREET, 'validation.contact.street'),
    street2: optionalText(MAX_CONTACT_STREET),
    city: requiredText(MAX_CONTACT_NAME, 'validation.contact.city'),
    stateOrProvince: requiredText(MAX_CONTACT_NAME, 'validation.contact.stateOrProvince'),
    zip: optionalText(MAX_CONTACT_ZIP),
    countryCode: z
      .string({ error: 'validation.countryCode' })
      .trim()
      .toUpperCase()
      .refine(isKnownCountryCode, 'validation.countryCode'),
    phoneCountryCode: z
      .string({ error: 'validation.contact.phone' })
      .trim()
      .refine(isKnownDialCode, 'validation.contact.phone'),
    phoneNumber: z
      .string({ error: 'validation.contact.phone' })
      .trim()
      .max(MAX_PHONE_NUMBER, 'validation.contact.phone'),
    addressType: z.enum(ADDRESS_TYPES, { error: 'validation.invalid' }).default('home'),
    shipperConsigneeAddressType: z
      .enum(SHIPPER_CONSIGNEE_TYPES, { error: 'validation.invalid' })
      .default('consignee'),
    isDefault: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  // Checked even while another field is wrong (zod skips object checks after a field's issue
  // unless told `when`), so the form shows every message at once.
  .refine(
    (contact) =>
      normalisePhoneNumber(contact.phoneCountryCode, contact.phoneNumber, contact.countryCode) !==
      undefined,
    { message: 'validation.contact.phone', path: ['phoneNumber'], when: arePhoneFieldsParsed },
  )
  .transform((contact) => ({
    ...contact,
    phoneNumber:
      normalisePhoneNumber(contact.phoneCountryCode, contact.phoneNumber, contact.countryCode) ??
      contact.phoneNumber,
  }));
export type ContactBody = z.output<typeof ContactBodySchema>;
export type ContactFormValues = z.input<typeof ContactBodySchema>;

/** A saved contact as the API answers it (spec section 3, Contact). */
export const ContactSchema = z.object({
  id: z.string(),
  title: z.enum(CONTACT_TITLES).nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  stateOrProvince: z.string(),
  zip: z.string().nullable(),
  countryCode: z.string(),
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  shipperConsigneeAddressType: z.enum(SHIPPER_CONSIGNEE_TYPES),
  isDefault: z.boolean(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactListSchema = z.array(ContactSchema);

/** A contact saved or changed, with the spec's success text ('New address saved with success'). */
export const SavedContactSchema = ContactSchema.extend({ message: z.string() });

/** A return address of a warehouse country (GET /user/country/{countryCode}/returncontacts/). */
export const ReturnContactSchema = z.object({
  id: z.string(),
  countryCode: z.string(),
  name: z.string(),
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  stateOrProvince: z.string().nullable(),
  zip: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type ReturnContact = z.infer<typeof ReturnContactSchema>;
export const ReturnContactListSchema = z.array(ReturnContactSchema);

/**
 * The words that make two contacts of one customer the same address ('Address Already Exist.',
 * spec section 8): name, street lines, city, state, zip, country and phone, with case and
 * spacing ignored. The database keeps it unique per customer, so two tabs cannot both add it.
 */
export function contactFingerprint(contact: ContactBody): string {
  return [
    contact.firstName,
    contact.middleName,
    contact.lastName,
    contact.street,
    contact.street2,
    contact.city,
    contact.stateOrProvince,
    contact.zip,
    contact.countryCode,
    `${contact.phoneCountryCode}${contact.phoneNumber}`,
  ]
    .map((part) => (part ?? '').toLowerCase().replace(/\s+/g, ' ').trim())
    .join('|');
}
