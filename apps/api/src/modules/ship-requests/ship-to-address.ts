import type { ShipToAddress } from '@skyparcel/domain/ship-requests';
import type { ContactRow } from '../contacts';

/** The address a request ships to, copied from the address book as it is now (spec 3, Address). */
export function shipToAddressOf(contact: ContactRow): ShipToAddress {
  return {
    consigneeName: [contact.firstName, contact.middleName, contact.lastName]
      .filter((part) => part)
      .join(' '),
    street: contact.street,
    street2: contact.street2,
    city: contact.city,
    stateOrProvince: contact.stateOrProvince,
    zip: contact.zip,
    countryCode: contact.countryCode,
    phoneCountryCode: contact.phoneCountryCode,
    phoneNumber: contact.phoneNumber,
    addressType: contact.addressType,
  };
}
