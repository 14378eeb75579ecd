import { expect, test } from 'vitest';
import { type LabelAirportCandidate, labelAirports } from './label-airports';

const airport = (
  code: string,
  primaryCity: string,
  flags: Partial<LabelAirportCandidate> = {},
): LabelAirportCandidate => ({
  code,
  primaryCity,
  isOrigin: false,
  isDestination: true,
  isMain: false,
  ...flags,
});
const SAUDI = [
  airport('DMM', 'Dammam'),
  airport('JED', 'Jeddah'),
  airport('RUH', 'Riyadh', { isMain: true }),
];
const US = [
  airport('JFK', 'New York', { isOrigin: true, isDestination: false, isMain: true }),
  airport('EWR', 'Newark', { isOrigin: true, isDestination: false }),
];
const base = {
  warehouseAirportCode: 'PHL',
  warehouseCountryCode: 'US',
  originAirports: US,
  destinationCountryCode: 'SA',
  destinationAirports: SAUDI,
};

test("the warehouse's own airport, and the airport of the consignee's city", () => {
  expect(labelAirports({ ...base, consigneeCity: ' jeddah ' })).toEqual({
    origin: 'PHL',
    destination: 'JED',
  });
});

test("a city without an airport gets the country's main one; a warehouse without, its country's", () => {
  expect(labelAirports({ ...base, warehouseAirportCode: null, consigneeCity: 'Khobar' })).toEqual({
    origin: 'JFK',
    destination: 'RUH',
  });
});

test('no main airport: the first by code; no airport at all: the country code', () => {
  const noMain = SAUDI.map((row) => ({ ...row, isMain: false }));
  expect(
    labelAirports({ ...base, consigneeCity: 'Khobar', destinationAirports: noMain }).destination,
  ).toBe('DMM');
  expect(
    labelAirports({
      ...base,
      warehouseAirportCode: null,
      originAirports: [],
      consigneeCity: 'Khobar',
      destinationAirports: [],
    }),
  ).toEqual({ origin: 'US', destination: 'SA' });
});
