import { expect, test } from 'vitest';
import {
  EDI_BOOKING_COLUMNS,
  EDI_BOOKING_EXAMPLE,
  type EdiBookingColumn,
  OPTIONAL_EDI_BOOKING_COLUMNS,
} from './edi-booking-columns';
import {
  checkEdiBookingRow,
  type EdiBookingCatalogue,
  ediBookingRowSchema,
  splitPhoneNumber,
} from './edi-booking-row.schema';

const catalogue: EdiBookingCatalogue = {
  productTypes: new Set(['clothing', 'electronics']),
  originAirports: new Map([
    ['JFK', 'US'],
    ['DXB', 'AE'],
  ]),
  destinationAirports: new Map([
    ['KWI', { countryCode: 'KW', city: 'Kuwait City' }],
    ['DXB', { countryCode: 'AE', city: 'Dubai' }],
  ]),
  servesLane: (origin, country) => !(origin === 'DXB' && country === 'AE'),
};
const schema = ediBookingRowSchema(catalogue);
const check = (changes: Partial<Record<EdiBookingColumn, string>>) =>
  checkEdiBookingRow(schema, { ...EDI_BOOKING_EXAMPLE, ...changes });

test("the template's example row is a valid booking, in the booking's units and shapes", () => {
  const result = check({ weightUnit: 'lbs', dimensionUnit: 'inches', currency: 'usd' });
  expect(result).toEqual({
    ok: true,
    row: expect.objectContaining({
      shipperName: 'Demo Trading LLC',
      consignee: expect.objectContaining({
        name: 'Mariam Al Sabah',
        countryCode: 'KW',
        phoneCountryCode: '+965',
        phoneNumber: '51234567',
        street2: null,
      }),
      pieces: 1,
      palletCount: 1,
      weight: { amount: 2.5, unit: 'Lb' },
      dimensions: { length: 30, width: 20, depth: 15, unit: 'In' },
      declaredValue: { amount: 120, currency: 'USD' },
      hsCode: '610910',
      productType: 'clothing',
      originAirport: 'JFK',
      destinationAirport: 'KWI',
    }),
  });
});

test('every required column empty gives its own message; the optional ones may be empty', () => {
  const empty = Object.fromEntries(EDI_BOOKING_COLUMNS.map((column) => [column, '']));
  const result = checkEdiBookingRow(schema, empty);
  expect(result.ok).toBe(false);
  const problems = result.ok ? [] : result.problems;
  expect(problems.map((problem) => problem.column)).toEqual(
    EDI_BOOKING_COLUMNS.filter((column) => !OPTIONAL_EDI_BOOKING_COLUMNS.has(column)),
  );
  expect(
    Object.fromEntries(problems.map((problem) => [problem.column, problem.message])),
  ).toMatchObject({
    shipperName: 'validation.edi.shipperName',
    consigneeName: 'validation.edi.consigneeName',
    consigneeStreet: 'validation.contact.street',
    consigneeCity: 'validation.contact.city',
    consigneeState: 'validation.contact.stateOrProvince',
    consigneePhone: 'validation.contact.phone',
    pieces: 'validation.edi.pieces',
    weight: 'validation.positiveNumber',
    weightUnit: 'validation.edi.weightUnit',
    dimensionUnit: 'validation.edi.dimensionUnit',
    declaredValue: 'validation.edi.declaredValue',
    currency: 'validation.currency',
    description: 'validation.edi.description',
    hsCode: 'validation.hsCode',
    productType: 'validation.edi.productType',
    originAirport: 'validation.edi.originAirport',
    destinationAirport: 'validation.edi.destinationAirport',
  });
});

test('numbers, units, codes and catalogue values are checked column by column', () => {
  const problems = (changes: Partial<Record<EdiBookingColumn, string>>) => {
    const result = check(changes);
    return result.ok ? [] : result.problems;
  };
  expect(problems({ pieces: '0' })).toEqual([
    { column: 'pieces', message: 'validation.edi.pieces' },
  ]);
  expect(problems({ pieces: '1.5' })).toEqual([
    { column: 'pieces', message: 'validation.edi.pieces' },
  ]);
  expect(problems({ pieces: '100' })).toEqual([
    { column: 'pieces', message: 'validation.edi.pieces' },
  ]);
  expect(problems({ weight: '-1', length: 'abc' })).toEqual([
    { column: 'weight', message: 'validation.positiveNumber' },
    { column: 'length', message: 'validation.positiveNumber' },
  ]);
  expect(problems({ height: '20000' })).toEqual([
    { column: 'height', message: 'validation.tooLarge' },
  ]);
  expect(problems({ weightUnit: 'stone' })).toEqual([
    { column: 'weightUnit', message: 'validation.edi.weightUnit' },
  ]);
  expect(problems({ declaredValue: '0' })).toEqual([]);
  expect(problems({ hsCode: '12' })).toEqual([{ column: 'hsCode', message: 'validation.hsCode' }]);
  expect(problems({ productType: 'weapons' })).toEqual([
    { column: 'productType', message: 'validation.edi.productType' },
  ]);
  expect(problems({ originAirport: 'KWI' })).toEqual([
    { column: 'originAirport', message: 'validation.edi.originAirport' },
  ]);
  expect(problems({ consigneeName: 'x'.repeat(101) })).toEqual([
    { column: 'consigneeName', message: 'validation.tooLong' },
  ]);
});

test('the pallet count is a whole number from 1 to 99, or empty for none', () => {
  const palletCount = (value: string) => {
    const result = check({ palletCount: value });
    return result.ok ? result.row.palletCount : result.problems;
  };
  expect(palletCount('1')).toBe(1);
  expect(palletCount(' 99 ')).toBe(99);
  expect(palletCount('')).toBeNull();
  expect(palletCount('   ')).toBeNull();
  const refused = [{ column: 'palletCount', message: 'validation.edi.palletCount' }];
  for (const value of ['0', '100', '1.5', '-1', 'two', '1e1', '007x']) {
    expect(palletCount(value), value).toEqual(refused);
  }
  // A file without the column (made from an older template) books loose boxes.
  const { palletCount: _left, ...older } = EDI_BOOKING_EXAMPLE;
  const result = checkEdiBookingRow(schema, older);
  expect(result.ok && result.row.palletCount).toBeNull();
});

test("the phone is checked for the destination airport's country, with the other columns' problems", () => {
  const result = check({ consigneePhone: '12', weight: '' });
  expect(result).toEqual({
    ok: false,
    problems: [
      { column: 'consigneePhone', message: 'validation.contact.phone' },
      { column: 'weight', message: 'validation.positiveNumber' },
    ],
  });
  // The national form of the destination country is understood too.
  expect(check({ consigneePhone: '5123 4567' }).ok).toBe(true);
  expect(splitPhoneNumber('00971 50 123 4567', 'AE')).toEqual({
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
  });
  expect(splitPhoneNumber('not a phone', 'AE')).toBeUndefined();
});

test('a lane without a rate card is refused on the destination column', () => {
  expect(
    check({ originAirport: 'DXB', destinationAirport: 'DXB', consigneePhone: '+971501234567' }),
  ).toEqual({
    ok: false,
    problems: [{ column: 'destinationAirport', message: 'validation.edi.lane' }],
  });
});
