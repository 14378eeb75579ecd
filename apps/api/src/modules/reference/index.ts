// The reference data module: countries, airports, warehouses, exchange rates and the
// operator-kept catalogues. Features read these tables only through this door (decision 027).
export { presentAirport } from './airport.presenter';
export type { AirportRow, AirportSide } from './airports.repository';
export {
  findAirportByCode,
  listAirportsInCountry,
  listAirportsOnSide,
  searchAirports,
} from './airports.repository';
export { listEnquiryTypes, listFaqs, listProductTypes } from './catalogues.repository';
export { listCountries, requireCountry } from './countries.repository';
export { findExchangeRate } from './exchange-rates.repository';
export { presentWarehouse } from './warehouse.presenter';
export type { WarehouseRow } from './warehouses.repository';
export {
  findActiveWarehouses,
  findWarehouse,
  findWarehousesByCountry,
} from './warehouses.repository';
