import { ENQUIRY_TYPE_CODES } from '@skyparcel/domain/contact-us';
import { LOCALES, type LocalizedText } from '@skyparcel/domain/locale';
import { isValidAirWaybill } from '@skyparcel/domain/shipping';
import { isValidTrackingSequence, TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DbHandle, openDb } from '../client';
import { migrateDb } from '../migrate';
import * as schema from '../schema/index';
import {
  DEMO_AIR_WAYBILL_RANGE,
  DEMO_SHIPMENTS,
  DEMO_TRACKING_NUMBERS,
  demoShipmentNumbers,
  FIRST_PRICE_DATE,
  seedReferenceData,
} from './index';

const SEEDED_TABLES = {
  countries: schema.countries,
  warehouses: schema.warehouses,
  warehousePriceTerms: schema.warehousePriceTerms,
  customsRules: schema.customsRules,
  airports: schema.airports,
  productTypes: schema.productTypes,
  rateCards: schema.rateCards,
  exchangeRates: schema.exchangeRates,
  prohibitedItems: schema.prohibitedItems,
  faqs: schema.faqs,
  enquiryTypes: schema.enquiryTypes,
  shippingOptions: schema.shippingOptions,
  shippingOptionFees: schema.shippingOptionFees,
  membershipDiscounts: schema.membershipDiscounts,
  coupons: schema.coupons,
  returnContacts: schema.returnContacts,
};

function expectTranslated(text: LocalizedText, where: string): void {
  for (const locale of LOCALES) {
    expect(text[locale].trim(), `${where} ${locale}`).not.toBe('');
    if (locale !== 'en-US') {
      expect(text[locale], `${where} ${locale} is a copy of English`).not.toBe(text['en-US']);
    }
  }
}

let handle: DbHandle;
let countsAfterFirstRun: Record<string, number>;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(SEEDED_TABLES)) {
    const [row] = await handle.db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  handle = await openDb({ kind: 'pglite', dataDir: undefined });
  await migrateDb(handle);
  const now = new Date('2025-06-16T12:00:00.000Z');
  await seedReferenceData(handle.db, { now });
  countsAfterFirstRun = await countRows();
  await seedReferenceData(handle.db, { now });
});

afterAll(async () => {
  await handle.close();
});

describe('seedReferenceData', () => {
  test('running twice leaves every table as the first run wrote it', async () => {
    expect(await countRows()).toEqual(countsAfterFirstRun);
    expect(countsAfterFirstRun.prohibitedItems).toBeGreaterThan(0);
  });

  test('writes the whole phone country-code list with labels like +965 KW', async () => {
    const countries = await handle.db.select().from(schema.countries);
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.find((country) => country.code === 'KW')?.phoneLabel).toBe('+965 KW');
    expect(countries.find((country) => country.code === 'SN')?.name).toBe('Senegal');
    for (const country of countries) {
      expect(country.phoneLabel).toBe(`${country.dialCode} ${country.code}`);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
    }
    const destinations = countries.filter((country) => country.isDestination).map((c) => c.code);
    const shopping = countries.filter((country) => country.isShoppingCountry).map((c) => c.code);
    expect(destinations.sort()).toEqual(['AE', 'KW', 'SA']);
    expect(shopping.sort()).toEqual(['AE', 'GB', 'US']);
  });

  test('writes a return contact for every shopping country', async () => {
    const rows = await handle.db.select().from(schema.returnContacts);
    const countries = new Set(rows.map((row) => row.countryCode));
    expect([...countries].sort()).toEqual(['AE', 'GB', 'US']);
  });

  test('writes the three origin warehouses with their first storage and liability terms', async () => {
    const rows = await handle.db
      .select({
        code: schema.warehouses.code,
        currency: schema.warehouses.currency,
        terms: schema.warehousePriceTerms,
      })
      .from(schema.warehouses)
      .innerJoin(
        schema.warehousePriceTerms,
        eq(schema.warehousePriceTerms.warehouseId, schema.warehouses.id),
      )
      .orderBy(asc(schema.warehouses.sortOrder));
    expect(
      rows.map(({ code, currency, terms }) => ({
        code,
        currency,
        freeStorageDays: terms.freeStorageDays,
        liabilityIncrementMinor: terms.liabilityIncrementMinor,
        effectiveFrom: terms.effectiveFrom,
      })),
    ).toEqual([
      {
        code: 'US-DE',
        currency: 'USD',
        freeStorageDays: 30,
        liabilityIncrementMinor: 10_000,
        effectiveFrom: FIRST_PRICE_DATE,
      },
      {
        code: 'GB-LON',
        currency: 'GBP',
        freeStorageDays: 30,
        liabilityIncrementMinor: 7_500,
        effectiveFrom: FIRST_PRICE_DATE,
      },
      {
        code: 'AE-DXB',
        currency: 'AED',
        freeStorageDays: 30,
        liabilityIncrementMinor: 36_725,
        effectiveFrom: FIRST_PRICE_DATE,
      },
    ]);
  });

  test('gives every destination a customs rule and a rate card from every warehouse', async () => {
    const destinations = await handle.db.select().from(schema.countries);
    const destinationCodes = destinations.filter((c) => c.isDestination).map((c) => c.code);
    const rules = await handle.db.select().from(schema.customsRules);
    const cards = await handle.db.select().from(schema.rateCards);
    const warehouses = await handle.db.select().from(schema.warehouses);

    for (const code of destinationCodes) {
      expect(
        rules.some((rule) => rule.countryCode === code),
        `customs rule ${code}`,
      ).toBe(true);
      for (const warehouse of warehouses) {
        const card = cards.find(
          (c) => c.warehouseId === warehouse.id && c.destinationCountryCode === code,
        );
        expect(card?.currency, `${warehouse.code} -> ${code}`).toBe(warehouse.currency);
        expect(card?.steps[0]?.kg).toBe(0.5);
        expect(card?.steps).toHaveLength(60);
      }
    }
    expect(rules.find((rule) => rule.countryCode === 'KW')).toMatchObject({
      dutyThresholdMinor: 100_000,
      adminFeeMinor: 1_000,
      extendedLiabilityFeeMinor: 1_330,
    });
  });

  test('writes exchange rates for three months, both directions, derived from the dollar', async () => {
    const rates = await handle.db.select().from(schema.exchangeRates);
    const months = [...new Set(rates.map((rate) => rate.month))].sort();
    expect(months).toEqual(['2025-04-01', '2025-05-01', '2025-06-01']);
    expect(rates).toHaveLength(3 * 6 * 5);
    const usdToAed = rates.find(
      (rate) =>
        rate.month === '2025-06-01' && rate.fromCurrency === 'USD' && rate.toCurrency === 'AED',
    );
    expect(Number(usdToAed?.rate)).toBe(3.6725);
  });

  test('invents no rates at a later start: later months are the operator’s, or the demo calendar’s', async () => {
    const monthsOf = async () =>
      [
        ...new Set((await handle.db.select().from(schema.exchangeRates)).map((r) => r.month)),
      ].sort();
    await seedReferenceData(handle.db, { now: new Date('2025-09-16T12:00:00.000Z') });
    expect(await monthsOf()).toEqual(['2025-04-01', '2025-05-01', '2025-06-01']);
    await seedReferenceData(handle.db, {
      now: new Date('2025-09-16T12:00:00.000Z'),
      exchangeRateMonths: ['2025-09-01'],
    });
    expect(await monthsOf()).toEqual(['2025-04-01', '2025-05-01', '2025-06-01', '2025-09-01']);
    await handle.db
      .delete(schema.exchangeRates)
      .where(eq(schema.exchangeRates.month, '2025-09-01'));
  });

  test('prices every flat-fee shipping option at every warehouse, named in four languages', async () => {
    const [options, fees, warehouses, levels, coupons] = await Promise.all([
      handle.db.select().from(schema.shippingOptions),
      handle.db.select().from(schema.shippingOptionFees),
      handle.db.select().from(schema.warehouses),
      handle.db.select().from(schema.membershipDiscounts),
      handle.db.select().from(schema.coupons),
    ]);
    expect(options.map((option) => option.code).sort()).toEqual([
      'DSB',
      'EPK',
      'FRG',
      'INS',
      'LPH',
      'ORB',
    ]);
    for (const option of options) {
      expectTranslated(option.name, `${option.code} name`);
      expectTranslated(option.description, `${option.code} description`);
      for (const warehouse of warehouses) {
        const priced = fees.some(
          (fee) => fee.optionCode === option.code && fee.warehouseId === warehouse.id,
        );
        // INS is priced by declared value (extended liability), never by a flat fee.
        expect(priced, `${option.code} at ${warehouse.code}`).toBe(option.code !== 'INS');
      }
    }
    expect(levels.map((level) => level.level).sort()).toEqual(['business', 'standard']);
    // Coupons are demo data, made through the operators' use case (decision 045): a production
    // database gets none.
    expect(coupons).toEqual([]);
  });

  test('every localized text has four real translations', async () => {
    const [items, faqs, productTypes, enquiryTypes] = await Promise.all([
      handle.db.select().from(schema.prohibitedItems),
      handle.db.select().from(schema.faqs),
      handle.db.select().from(schema.productTypes),
      handle.db.select().from(schema.enquiryTypes),
    ]);
    for (const item of items) {
      expectTranslated(item.name, `${item.code} name`);
      expectTranslated(item.note, `${item.code} note`);
    }
    for (const faq of faqs) {
      expectTranslated(faq.question, `${faq.code} question`);
      expectTranslated(faq.answer, `${faq.code} answer`);
    }
    for (const productType of productTypes) {
      expectTranslated(productType.name, productType.code);
    }
    for (const enquiryType of enquiryTypes) {
      expectTranslated(enquiryType.label, enquiryType.code);
    }
  });

  test('lists prohibited items for AE, KW, SA and SN, some only for one shopping country', async () => {
    const items = await handle.db.select().from(schema.prohibitedItems);
    for (const code of ['AE', 'KW', 'SA', 'SN']) {
      const forCountry = items.filter((item) => item.deliveryCountryCode === code);
      expect(forCountry.length, code).toBeGreaterThanOrEqual(12);
      expect(
        forCountry.some((item) => item.isPopular),
        code,
      ).toBe(true);
    }
    expect(items.some((item) => item.shoppingCountryCode === 'GB')).toBe(true);
  });

  test('enquiry types are exactly the domain codes, in order', async () => {
    const enquiryTypes = await handle.db
      .select()
      .from(schema.enquiryTypes)
      .orderBy(asc(schema.enquiryTypes.sortOrder));
    expect(enquiryTypes.map((type) => type.code)).toEqual([...ENQUIRY_TYPE_CODES]);
  });
});

describe('the demo shipments (made by the API seed through the real use cases)', () => {
  test('each timeline keeps the order rule, and together they stand at every status but the first', () => {
    const latest = new Set<string>();
    for (const shipment of DEMO_SHIPMENTS) {
      // Payment opens the shipment at 'preparing_package', packing adds 'package_prepared'.
      const timeline = [
        'preparing_package',
        ...(shipment.isPacked ? (['package_prepared'] as const) : []),
        ...shipment.scans,
      ] as const;
      expect(isValidTrackingSequence(timeline), timeline.join(' > ')).toBe(true);
      latest.add(timeline.at(-1) ?? '');
    }
    expect(latest).toEqual(
      new Set(TRACKING_STATUSES.filter((status) => status !== 'package_received')),
    );
  });

  test('their numbers are valid and distinct, the air waybills from the demo range', () => {
    const numbers = DEMO_SHIPMENTS.map((_, index) => demoShipmentNumbers(index));
    const airWaybills = numbers.flatMap((row) => row.airWaybillNumber ?? []);
    expect(airWaybills).toHaveLength(
      DEMO_AIR_WAYBILL_RANGE.lastSerial - DEMO_AIR_WAYBILL_RANGE.firstSerial + 1,
    );
    expect(new Set(airWaybills).size).toBe(airWaybills.length);
    expect(airWaybills.every(isValidAirWaybill)).toBe(true);
    expect(new Set(numbers.map((row) => row.orderNumber)).size).toBe(DEMO_SHIPMENTS.length);
    for (const known of Object.values(DEMO_TRACKING_NUMBERS)) {
      expect(isValidAirWaybill(known.airWaybillNumber), known.airWaybillNumber).toBe(true);
      expect(known.orderNumber).toMatch(/^XWF\d{8}$/);
    }
  });
});
