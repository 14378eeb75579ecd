import type { Db } from '@skyparcel/db';
import type { EdiBookingCatalogue } from '@skyparcel/domain/edi-booking';
import type { EdiLane } from '../../modules/edi-booking';
import { findRateCard } from '../../modules/pricing';
import {
  findActiveWarehouses,
  listAirportsOnSide,
  listProductTypes,
} from '../../modules/reference';

/** The catalogue a file's rows are checked against, and the lane (warehouse, card) of a row. */
export type LoadedEdiCatalogue = {
  catalogue: EdiBookingCatalogue;
  laneOf: (originAirport: string, destinationCountryCode: string) => EdiLane | undefined;
  productTypeCodes: string[];
  originAirportCodes: string[];
  destinationAirportCodes: string[];
};

/**
 * Everything the rows are checked against, read once per upload (decision 054): the product
 * types, the origin airports of countries with a warehouse (the first warehouse of the country
 * ships them, as a CAWB's origin rule expects), the destination airports, and the rate card in
 * force at `at` of each warehouse and destination country.
 */
export async function loadEdiCatalogue(db: Db, at: Date): Promise<LoadedEdiCatalogue> {
  const [productTypes, origins, destinations, warehouses] = await Promise.all([
    listProductTypes(db),
    listAirportsOnSide(db, 'origin'),
    listAirportsOnSide(db, 'destination'),
    findActiveWarehouses(db),
  ]);
  const warehouseOfCountry = new Map<string, { id: string; city: string }>();
  for (const { warehouse } of warehouses) {
    if (!warehouseOfCountry.has(warehouse.countryCode)) {
      warehouseOfCountry.set(warehouse.countryCode, { id: warehouse.id, city: warehouse.city });
    }
  }
  const originAirports = new Map(
    origins
      .filter((airport) => warehouseOfCountry.has(airport.countryCode))
      .map((airport) => [airport.code, airport.countryCode] as const),
  );
  const destinationAirports = new Map(
    destinations.map(
      (airport) =>
        [airport.code, { countryCode: airport.countryCode, city: airport.primaryCity }] as const,
    ),
  );
  const destinationCountries = [...new Set(destinations.map((airport) => airport.countryCode))];
  const lanes = new Map<string, EdiLane>();
  await Promise.all(
    [...warehouseOfCountry.entries()].flatMap(([originCountry, warehouse]) =>
      destinationCountries.map(async (country) => {
        const card = await findRateCard(db, warehouse.id, country, at);
        if (card) {
          lanes.set(`${originCountry}>${country}`, {
            warehouseId: warehouse.id,
            warehouseCity: warehouse.city,
            rateCard: { currency: card.currency, steps: card.steps },
          });
        }
      }),
    ),
  );
  const laneOf = (originAirport: string, destinationCountryCode: string) =>
    lanes.get(`${originAirports.get(originAirport) ?? ''}>${destinationCountryCode}`);
  return {
    catalogue: {
      productTypes: new Set(productTypes.map((type) => type.code)),
      originAirports,
      destinationAirports,
      servesLane: (origin, country) => laneOf(origin, country) !== undefined,
    },
    laneOf,
    productTypeCodes: productTypes.map((type) => type.code),
    originAirportCodes: [...originAirports.keys()],
    destinationAirportCodes: [...destinationAirports.keys()],
  };
}
