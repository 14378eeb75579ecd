import { z } from 'zod';
import { ContactSchema, ReturnContactSchema } from '../contacts/contact.schemas';
import { PackageLockerSchema } from '../packages/package-requests.schemas';
import { AirportSchema, CountrySchema, ProductTypeSchema } from '../reference/reference.schemas';
import { RecentAddressSchema } from '../ship-requests/ship-request.schemas';

/** A phone country-code entry as the forms show it (spec section 3: label '+971 AE', value). */
export const PhoneCountryCodeSchema = z.object({
  label: z.string(),
  value: z.string(),
  countryCode: z.string(),
  countryName: z.string().optional(),
});

/**
 * GET /state (spec section 3, User state): what the start-shipment wizard needs in one call.
 * `hasDebts` is true while the customer has an unpaid ship request or an invoice past its due
 * date (decision 049); `firstTime` while the suite greeting has not been dismissed.
 */
export const UserStateSchema = z.object({
  firstTime: z.boolean(),
  suiteId: z.string().nullable(),
  packageLockers: z.array(PackageLockerSchema),
  contacts: z.array(ContactSchema),
  defaultAddress: ContactSchema.nullable(),
  /** The addresses of the last ship requests, newest first (wizard step 1's "recent"). */
  recentAddresses: z.array(RecentAddressSchema),
  /** Per shopping country code, where its packages are returned to. */
  returnContacts: z.record(z.string(), z.array(ReturnContactSchema)),
  originCountries: z.array(CountrySchema),
  destinationCountries: z.array(CountrySchema),
  productTypes: z.array(ProductTypeSchema),
  /** Origin and destination airports with their operation times and the closed flag. */
  airports: z.array(AirportSchema),
  hasDebts: z.boolean(),
  unreadNotifications: z.array(z.object({ id: z.string(), updatedOn: z.string() })),
  phoneCountryCodes: z.array(PhoneCountryCodeSchema),
});
export type UserState = z.infer<typeof UserStateSchema>;
