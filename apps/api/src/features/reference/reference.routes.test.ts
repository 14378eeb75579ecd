import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('airports', () => {
  test('GET /api/airport pages through all airports with their operation times', async () => {
    const body = (await get('/api/airport')).json();
    expect(body.total).toBeGreaterThan(10);
    expect(body.items[0]).toMatchObject({ opensAt: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  test('isOrigin=false lists destination airports only', async () => {
    const body = (await get('/api/airport?isOrigin=false')).json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((airport: { isDestination: boolean }) => airport.isDestination)).toBe(
      true,
    );
  });

  test('/Airport/origin and /Airport/destination filter by keyword', async () => {
    const origin = (await get('/api/Airport/origin?keyword=heathrow')).json();
    expect(origin.items.map((airport: { code: string }) => airport.code)).toEqual(['LHR']);
    const destination = (await get('/api/Airport/destination?keyword=kuwait')).json();
    expect(destination.items.map((airport: { code: string }) => airport.code)).toEqual(['KWI']);
  });

  test('a keyword with LIKE wildcards matches them literally', async () => {
    const body = (await get('/api/airport?keyword=%25')).json();
    expect(body.total).toBe(0);
  });

  test('/Airport/skec lists one side without paging', async () => {
    const body = (await get('/api/Airport/skec?isOrigin=true')).json();
    expect(body.map((airport: { code: string }) => airport.code)).toContain('JFK');
  });

  test('/Airport/description lists a country’s airports, 404 for an unknown country', async () => {
    const saudi = (await get('/api/Airport/description?countryCode=SA')).json();
    expect(saudi.map((airport: { code: string }) => airport.code)).toEqual(
      expect.arrayContaining(['RUH', 'JED']),
    );
    const unknown = await get('/api/Airport/description?countryCode=QQ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Country with code could not be found');
  });

  test('/Airport/primary-city names the city, 404 for an unknown airport', async () => {
    expect((await get('/api/Airport/primary-city?airportCode=kwi')).json()).toEqual({
      airportCode: 'KWI',
      primaryCity: expect.any(String),
      countryCode: 'KW',
    });
    const unknown = await get('/api/Airport/primary-city?airportCode=XXX');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'AIRPORT_NOT_FOUND',
      message: 'Airport with code XXX could not be found',
    });
  });
});

describe('GET /api/Product/types', () => {
  test('lists product types in the caller language', async () => {
    const english = (await get('/api/Product/types')).json();
    const arabic = (await get('/api/Product/types?lang=ar-AE')).json();
    expect(english.length).toBeGreaterThan(5);
    expect(arabic[0].code).toBe(english[0].code);
    expect(arabic[0].name).not.toBe(english[0].name);
  });
});

describe('GET /api/faqs', () => {
  test('answers every FAQ in the caller language', async () => {
    const english = (await get('/api/faqs')).json();
    const norwegian = (await get('/api/faqs?lang=no')).json();
    expect(english.length).toBeGreaterThanOrEqual(8);
    expect(norwegian.map((faq: { id: string }) => faq.id)).toEqual(
      english.map((faq: { id: string }) => faq.id),
    );
    expect(norwegian[0].question).not.toBe(english[0].question);
  });
});

describe('shipping', () => {
  test('GET /api/shipping/countries has about 240 countries, the destinations marked', async () => {
    const countries = (await get('/api/shipping/countries')).json();
    expect(countries.length).toBeGreaterThan(230);
    const destinations = countries.filter(
      (country: { isDestination: boolean }) => country.isDestination,
    );
    expect(destinations.map((country: { code: string }) => country.code).sort()).toEqual([
      'AE',
      'KW',
      'SA',
    ]);
  });

  test('prohibited items of a delivery country, in the caller language', async () => {
    const english = (
      await get('/api/shipping/prohibited-items?deliveryCountryCode=SA&shoppingCountryCode=US')
    ).json();
    expect(english.total).toBeGreaterThan(5);
    expect(
      english.items.every(
        (item: { deliveryCountryCode: string }) => item.deliveryCountryCode === 'SA',
      ),
    ).toBe(true);
    const arabic = (
      await get(
        '/api/shipping/prohibited-items?deliveryCountryCode=SA&shoppingCountryCode=US&lang=ar-AE',
      )
    ).json();
    expect(arabic.items[0].name).not.toBe(english.items[0].name);
  });

  test('Senegal has its own list', async () => {
    const body = (await get('/api/shipping/prohibited-items?deliveryCountryCode=SN')).json();
    expect(body.total).toBeGreaterThan(0);
  });

  test('the keyword narrows the list', async () => {
    const all = (await get('/api/shipping/prohibited-items?deliveryCountryCode=KW')).json();
    const batteries = (
      await get('/api/shipping/prohibited-items?deliveryCountryCode=KW&keyword=batter')
    ).json();
    expect(batteries.total).toBeGreaterThan(0);
    expect(batteries.total).toBeLessThan(all.total);
    expect(
      batteries.items.every((item: { name: string; note: string }) =>
        /batter/i.test(`${item.name} ${item.note}`),
      ),
    ).toBe(true);
  });

  test('an invalid delivery country is refused', async () => {
    const response = await get('/api/shipping/prohibited-items?deliveryCountryCode=Kuwait');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ deliveryCountryCode: 'validation.countryCode' });
  });

  test('GET /api/shipping/popular-items lists the popular ones', async () => {
    const body = (await get('/api/shipping/popular-items?countryCode=AE')).json();
    expect(body.length).toBeGreaterThan(0);
  });
});
