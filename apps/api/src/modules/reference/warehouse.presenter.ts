import type { Warehouse } from '@skyparcel/domain/reference';
import type { WarehouseRow } from './warehouses.repository';

/** A warehouse as every caller sees it: the public warehouse calls and the staff console. */
export function presentWarehouse({
  warehouse,
  countryName,
  freeStorageDays,
}: WarehouseRow): Warehouse {
  return {
    id: warehouse.id,
    code: warehouse.code,
    name: warehouse.name,
    countryCode: warehouse.countryCode,
    countryName,
    currency: warehouse.currency,
    address: {
      street: warehouse.street,
      street2: warehouse.street2,
      city: warehouse.city,
      state: warehouse.state,
      zip: warehouse.zip,
      phone: warehouse.phone,
    },
    freeStorageDays,
    unitSystem: warehouse.unitSystem,
  };
}
