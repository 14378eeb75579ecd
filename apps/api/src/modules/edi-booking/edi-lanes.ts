import type { Db } from '@skyparcel/db';
import { findRateCard } from '../pricing';
import { findActiveWarehouses, listAirportsOnSide } from '../reference';
import type { EdiLane } from './book-edi-rows';

/** Where a booked row may fly (decision 054): its airports and the lane of each pair. */
export type EdiLanes = {
  /** Origin airport code -> its country; only airports of countries with an active warehouse. */
  originAirports: ReadonlyMap<string, string>;
  /** Destination airport code -> its country and city. */
  destinationAirports: ReadonlyMap<string, { countryCode: string; city: string }>;
  laneOf: (originAirport: string, destinationCountryCode: string) => EdiLane | undefined;
  /**
   * The countries at either end of a lane a row can name (an origin country with an origin
   * airport, a destination country with a destination airport), sorted by code: what a business
   * can book, and so its origins and destinations after sign-in (decision 061).
   */
  countries: { origins: string[]; destinations: string[] };
};

/**
 * The origin airports of countries with a warehouse (the first warehouse of the country ships
 * them, as a CAWB's origin rule expects), the destination airports, and the rate card in force at
 * `at` of each warehouse and destination country. One source for the rows' checks and for the
 * lists a business user is offered, so the two cannot disagree.
 */
export async function loadEdiLanes(db: Db, at: Date): Promise<EdiLanes> {
  const [origins, destinations, warehouses] = await Promise.all([
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
  const originCountries = new Set(originAirports.values());
  const servedOrigins = new Set<string>();
  const servedDestinations = new Set<string>();
  for (const key of lanes.keys()) {
    const [from = '', to = ''] = key.split('>');
    if (originCountries.has(from)) {
      servedOrigins.add(from);
      servedDestinations.add(to);
    }
  }
  return {
    originAirports,
    destinationAirports,
    laneOf: (originAirport, destinationCountryCode) =>
      lanes.get(`${originAirports.get(originAirport) ?? ''}>${destinationCountryCode}`),
    countries: { origins: [...servedOrigins].sort(), destinations: [...servedDestinations].sort() },
  };
}
