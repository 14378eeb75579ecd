import type { Db } from '@skyparcel/db';
import type { EdiBookingCatalogue } from '@skyparcel/domain/edi-booking';
import { type EdiLane, loadEdiLanes } from '../../modules/edi-booking';
import { listProductTypes } from '../../modules/reference';

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
 * types and the lanes of `loadEdiLanes` (its airports and the rate card in force at `at`).
 */
export async function loadEdiCatalogue(db: Db, at: Date): Promise<LoadedEdiCatalogue> {
  const [productTypes, lanes] = await Promise.all([listProductTypes(db), loadEdiLanes(db, at)]);
  const { originAirports, destinationAirports, laneOf } = lanes;
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
