import { expect, test } from 'vitest';
import { readPdf } from '../../testing/read-pdf';
import { renderShippingLabel, type ShippingLabel } from './render-shipping-label';

const label: ShippingLabel = {
  airWaybillNumber: '701-12345675',
  orderNumber: 'XWF40000012',
  boxNumber: 2,
  boxCount: 3,
  weightGrams: 4250,
  dimWeightLb: 8.82,
  palletCount: null,
  originAirportCode: 'JFK',
  destinationAirportCode: 'KWI',
  sender: {
    name: 'Skyparcel Delaware',
    street: '12 Cargo Road',
    street2: null,
    city: 'New Castle',
    state: 'DE',
    zip: '19720',
    countryCode: 'US',
    phone: '+1 302 555 0100',
  },
  consignee: {
    consigneeName: 'Sara Al-Sabah',
    street: 'Block 5, Street 12, House 7',
    street2: null,
    city: 'Salmiya',
    stateOrProvince: 'Hawalli',
    zip: '22001',
    countryCode: 'KW',
    phoneCountryCode: '965',
    phoneNumber: '55512345',
    addressType: 'home',
  },
};

test('one A6 page whose Code 128 barcode reads back as the AWB, with every field as text', async () => {
  const pages = await readPdf(await renderShippingLabel(label));

  expect(pages).toHaveLength(1);
  const [page] = pages;
  // A6 is 105 x 148 mm: 297.64 x 419.53 points.
  expect(page?.widthPt).toBeCloseTo(297.64, 0);
  expect(page?.heightPt).toBeCloseTo(419.53, 0);
  expect(page?.barcodes).toEqual([{ format: 'Code128', text: '70112345675' }]);
  for (const text of [
    '701-12345675',
    '2 of 3',
    '4.25 kg',
    'DIM WEIGHT',
    '8.82 lb',
    'JFK',
    'KWI',
    'XWF40000012',
    'Sara Al-Sabah',
    'Salmiya',
    'Skyparcel Delaware',
  ]) {
    expect(page?.text).toContain(text);
  }
  // Loose boxes: no pallets line.
  expect(page?.text).not.toContain('PALLETS');
});

test("an EDI booking's label names its pallets, and the longest address still fits one page", async () => {
  const pages = await readPdf(
    await renderShippingLabel({
      ...label,
      palletCount: 12,
      dimWeightLb: 1234.56,
      consignee: {
        ...label.consignee,
        street2: 'Floor 3, Office 12',
        consigneeName: 'A consignee whose name is long enough to fill the line',
      },
    }),
  );

  expect(pages).toHaveLength(1);
  expect(pages[0]?.text).toMatch(/PALLETS\s*\n?\s*12/);
  expect(pages[0]?.text).toContain('1234.56 lb');
  expect(pages[0]?.text).toContain('XWF40000012');
});

test('an Arabic consignee prints with Arabic glyphs, and the barcode still reads', async () => {
  const arabic = {
    ...label,
    consignee: { ...label.consignee, consigneeName: 'سارة الصباح', city: 'السالمية' },
  };
  const [page] = await readPdf(await renderShippingLabel(arabic));

  expect(page?.barcodes.map((barcode) => barcode.text)).toEqual(['70112345675']);
  // The glyphs map back to Arabic letters (the font has them: no empty boxes). A reader extracts
  // the line left to right as printed: the family name stands left of the given name, so the name
  // reads 'سارة الصباح' right to left, as it was typed.
  expect(page?.text).toContain('الصباح سارة');
  expect(page?.text).toContain('السالمية, Hawalli, 22001');
});
