import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../testing/as';
import { buildPackage } from '../testing/build-package';
import { buildTestApp } from '../testing/build-test-app';
import { buildCustomer, type TestUser, warehouseIdOf } from '../testing/build-user';
import { sessionFor } from '../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let people: Record<'customer' | 'staff' | 'admin', TestUser>;
let warehouseId = '';
let packageId = '';

beforeAll(async () => {
  ctx = await buildTestApp();
  const customer = await buildCustomer(ctx.db);
  warehouseId = await warehouseIdOf(ctx.db, 'US-DE');
  packageId = (await buildPackage(ctx.db, { owner: customer })).id;
  people = {
    customer,
    staff: await sessionFor(ctx.db, 'staff@demo.skyparcel.test'),
    admin: await sessionFor(ctx.db, 'admin@demo.skyparcel.test'),
  };
});
afterAll(async () => ctx.close());

type Caller = 'visitor' | keyof typeof people;

function call(caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) {
  return as(ctx.app, caller === 'visitor' ? null : people[caller]).request(method, url, payload);
}

const receipt = (retailerName: string) => ({
  retailerName,
  retailerTrackingNumber: `1Z${Math.random().toString().slice(2, 14)}`,
  carrier: 'UPS',
  weight: { amount: 2, unit: 'kg' },
  dimensions: { length: 10, width: 10, depth: 10, unit: 'cm' },
});

describe('a NUL character anywhere answers 400, not 500 (issue 10)', () => {
  // The first five answered 500 before: PostgreSQL cannot compare or store a NUL character.
  const cases: [string, Caller, 'GET' | 'POST', () => string, string, object?][] = [
    ['a query string', 'visitor', 'GET', () => '/api/airport?keyword=a%00b', 'keyword'],
    ['a path parameter', 'visitor', 'GET', () => '/api/warehouses/%00', 'warehouseId'],
    [
      "a customer's package path",
      'customer',
      'GET',
      () => `/api/warehouses/%00/packages/${packageId}`,
      'warehouseId',
    ],
    [
      "a customer's document search",
      'customer',
      'GET',
      () => '/api/Packages/uploaded-files?documentName=%00',
      'documentName',
    ],
    [
      "an admin's user search",
      'admin',
      'GET',
      () => '/api/userProfile/users?keyword=%00',
      'keyword',
    ],
    [
      'a JSON body',
      'staff',
      'POST',
      () => `/api/staff/warehouses/${warehouseId}/packages`,
      'retailerName',
      receipt('Ama\u0000zon'),
    ],
    [
      'a JSON body key',
      'visitor',
      'POST',
      () => '/api/register/is-email-available',
      'bad\u0000key',
      { email: 'someone@example.com', 'bad\u0000key': 1 },
    ],
  ];

  test.each(cases)('in %s', async (_name, caller, method, url, field, payload) => {
    const response = await call(
      caller,
      method,
      `${url()}${url().includes('?') ? '&' : '?'}lang=fr`,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Requête invalide',
        fields: { [field]: 'validation.nulCharacter' },
      },
    });
  });
});

describe('the delivery quote refuses absurd numbers with 400 (issue 10)', () => {
  const quote = (extra: string) =>
    call(
      'visitor',
      'GET',
      `/api/deliveries/price?fromWarehouseId=${warehouseId}&toCountryCode=KW${extra}`,
    );

  test.each([
    ['a declared value of 1e308', '&weight=2&value=1e308', 'value'],
    ['a declared value past 2^53', '&weight=2&value=9007199254740993', 'value'],
    ['a declared value of 1e15 KWD', '&weight=2&value=1e15&valueCurrency=KWD', 'value'],
    ['a weight of 1e308', '&weight=1e308', 'weight'],
    ['a length of 1e308', '&weight=2&length=1e308&width=1&depth=1&unitDimension=cm', 'length'],
  ])('%s', async (_name, extra, field) => {
    const response = await quote(extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: 'validation.tooLarge' });
  });

  test('the other query form too (WeightAmount 1e308)', async () => {
    const response = await call(
      'visitor',
      'GET',
      '/api/deliveries/price?FromCountryCode=US&ToCountryCode=KW&WeightAmount=1e308&WeightUnit=kg',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ WeightAmount: 'validation.tooLarge' });
  });

  test('a negative declared value or weight, Infinity and NaN', async () => {
    for (const extra of [
      '&weight=2&value=-5',
      '&weight=-1',
      '&weight=2&value=Infinity',
      '&weight=NaN',
      '&weight=2&value=1e999',
    ]) {
      const response = await quote(extra);
      expect(`${extra} -> ${response.statusCode}`).toBe(`${extra} -> 400`);
    }
  });

  test('the largest accepted numbers still get a price, not a failure', async () => {
    const largest = await quote(
      '&weight=10000&value=100000000&valueCurrency=KWD&length=10000&width=10000&depth=10000&unitDimension=in',
    );
    expect(largest.statusCode).toBe(200);
    expect(largest.json().chargeableWeightKg).toBeGreaterThan(10_000);
  });
});

describe('dates far from today answer 400 (issue 10)', () => {
  test.each([
    ['275760-09-13'],
    ['+275760-09-13T00:00:00.000Z'],
    ['-271821-04-20'],
    ['1899-12-31'],
    ['2201-01-01'],
  ])('the staff search received from %s', async (date) => {
    for (const field of ['receivedFrom', 'receivedTo']) {
      const response = await call(
        'staff',
        'GET',
        `/api/staff/packages?${field}=${encodeURIComponent(date)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: 'validation.dateRange' });
    }
  });

  test('an ordinary date range still searches', async () => {
    const response = await call(
      'staff',
      'GET',
      '/api/staff/packages?receivedFrom=2020-01-01&receivedTo=2199-12-31',
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('numbers past 2^53 and over-long strings answer 400 (issue 10)', () => {
  const long = 'x'.repeat(100_000);
  test.each([
    ['a page past 2^53', 'visitor', '/api/airport?page=9007199254740993', 'page'],
    [
      "a staff search's page past 2^53",
      'staff',
      '/api/staff/packages?page=9007199254740993',
      'page',
    ],
    [
      "a suite's page size past 2^53",
      'customer',
      '/api/warehouses/byCountry/US/packages?pageSize=9007199254740993',
      'pageSize',
    ],
    ['a 100,000-character airport search', 'visitor', `/api/airport?keyword=${long}`, 'keyword'],
    ['a 100,000-character tracking search', 'visitor', `/api/tracking?keyword=${long}`, 'keyword'],
    ['a 100,000-character retailer', 'staff', `/api/staff/packages?retailer=${long}`, 'retailer'],
  ] as const)('%s', async (_name, caller, url, field) => {
    const response = await call(caller, 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});
