import type { LockerRow } from './package-locker.repository';

/** The suite address to give to shops: the customer's name with the suite number, then the warehouse's. */
export function presentLocker(row: LockerRow) {
  return {
    id: row.id,
    warehouseId: row.warehouse.id,
    warehouseCode: row.warehouse.code,
    address: {
      name: `${row.firstName} ${row.lastName}`,
      suiteNumber: row.suiteNumber,
      street: row.warehouse.street,
      street2: row.warehouse.street2,
      city: row.warehouse.city,
      state: row.warehouse.state,
      zip: row.warehouse.zip,
      country: row.country,
      countryCode: row.warehouse.countryCode,
      phone: row.warehouse.phone,
    },
  };
}
