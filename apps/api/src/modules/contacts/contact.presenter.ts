import type { Contact, ReturnContact } from '@skyparcel/domain/contacts';
import type { ContactRow } from './contact.repository';

type ReturnContactRow = ReturnContact & { sortOrder: number };

/** A contact row as the API answers it: no owner, fingerprint or timestamps. */
export function presentContact(row: ContactRow): Contact {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    street: row.street,
    street2: row.street2,
    city: row.city,
    stateOrProvince: row.stateOrProvince,
    zip: row.zip,
    countryCode: row.countryCode,
    phoneCountryCode: row.phoneCountryCode,
    phoneNumber: row.phoneNumber,
    addressType: row.addressType,
    shipperConsigneeAddressType: row.shipperConsigneeAddressType,
    isDefault: row.isDefault,
  };
}

export function presentReturnContact({ sortOrder: _sortOrder, ...row }: ReturnContactRow) {
  return row;
}
