/** What the label's airport choice reads of an airport (the `airports` table, spec section 3). */
export type LabelAirportCandidate = {
  code: string;
  primaryCity: string;
  isOrigin: boolean;
  isDestination: boolean;
  isMain: boolean;
};

const byMainThenCode = (a: LabelAirportCandidate, b: LabelAirportCandidate) =>
  Number(b.isMain) - Number(a.isMain) || a.code.localeCompare(b.code);

const sameCity = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

/**
 * The airport codes a shipping label prints until a CAWB names the flight (issue 12, decision
 * 043). Origin: the warehouse's own airport, else the main (then the first) origin airport of its
 * country. Destination: an airport of the consignee's city (its main one first), else the main
 * (then the first) destination airport of the ship-to country. With no airport at all, the
 * country code stands in, so a label is never blank.
 */
export function labelAirports(input: {
  warehouseAirportCode: string | null;
  warehouseCountryCode: string;
  /** The airports of the warehouse's country. */
  originAirports: readonly LabelAirportCandidate[];
  consigneeCity: string;
  destinationCountryCode: string;
  /** The airports of the ship-to country. */
  destinationAirports: readonly LabelAirportCandidate[];
}): { origin: string; destination: string } {
  const origins = input.originAirports.filter((row) => row.isOrigin).sort(byMainThenCode);
  const destinations = input.destinationAirports
    .filter((row) => row.isDestination)
    .sort(byMainThenCode);
  const inCity = destinations.find((row) => sameCity(row.primaryCity, input.consigneeCity));
  return {
    origin: input.warehouseAirportCode ?? origins[0]?.code ?? input.warehouseCountryCode,
    destination: inCity?.code ?? destinations[0]?.code ?? input.destinationCountryCode,
  };
}
