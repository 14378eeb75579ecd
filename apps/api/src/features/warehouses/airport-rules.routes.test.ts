import { schema } from '@skyparcel/db';
import { AirportRulesSchema } from '@skyparcel/domain/reference';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let londonId = '';
beforeAll(async () => {
  ctx = await buildTestApp();
  const [london] = await ctx.db
    .select({ id: schema.warehouses.id })
    .from(schema.warehouses)
    .where(eq(schema.warehouses.code, 'GB-LON'));
  londonId = london?.id ?? '';
});
afterAll(async () => ctx.close());

function rulesOf(warehouseId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/airport/${encodeURIComponent(warehouseId)}/rules`,
  });
}

/** The rules as the server answers them with its clock pinned at `iso`. */
async function rulesOn(iso: string, warehouseId: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    return AirportRulesSchema.parse((await rulesOf(warehouseId)).json());
  } finally {
    vi.useRealTimers();
  }
}

/** A warehouse of this test's own (Dakar: an airport the seed keeps closed). */
async function insertWarehouse(values: {
  code: string;
  airportCode: string | null;
  isActive: boolean;
}) {
  const [row] = await ctx.db
    .insert(schema.warehouses)
    .values({
      ...values,
      name: `Test warehouse ${values.code}`,
      countryCode: 'SN',
      currency: 'XOF',
      street: '1 Route de l’Aéroport',
      city: 'Dakar',
      zip: '00000',
      phone: '+221 33 555 0100',
      unitSystem: 'metric',
    })
    .returning({ id: schema.warehouses.id });
  return row?.id ?? '';
}

describe('GET /api/airport/{warehouseId}/rules', () => {
  test('answers the departure airport, the weight rules and the terms of a warehouse, publicly', async () => {
    const response = await rulesOf(londonId);
    expect(response.statusCode).toBe(200);
    const rules = AirportRulesSchema.parse(response.json());
    expect(rules).toEqual({
      warehouseId: londonId,
      warehouseCode: 'GB-LON',
      originCountryCode: 'GB',
      airport: {
        code: 'LHR',
        name: 'London Heathrow Airport',
        primaryCity: 'London',
        countryCode: 'GB',
        opensAt: '05:00',
        closesAt: '23:30',
        isOpenAroundTheClock: false,
        isClosed: false,
      },
      weight: {
        unitSystem: 'metric',
        volumetricDivisor: { In: 166, Cm: 6000 },
        oversizeDimensionSumCm: 200,
      },
      terms: {
        freeStorageDays: 30,
        storageFeePerDay: { amount: 0.8, currency: 'GBP' },
        liabilityPerShipment: { amount: 75, currency: 'GBP' },
        effectiveFrom: '2026-01-01T00:00:00.000Z',
      },
    });
  });

  test('takes a warehouse code as GET /warehouses/{warehouseId} does, whatever its case', async () => {
    const byCode = AirportRulesSchema.parse((await rulesOf('us-de')).json());
    expect(byCode.warehouseCode).toBe('US-DE');
    expect(byCode.airport?.code).toBe('PHL');
    expect(byCode.weight.unitSystem).toBe('imperial');
    expect(byCode.terms?.storageFeePerDay).toEqual({ amount: 1, currency: 'USD' });
  });

  test('reads 00:00 to 23:59 at Dubai as open around the clock', async () => {
    const dubai = AirportRulesSchema.parse((await rulesOf('AE-DXB')).json());
    expect(dubai.airport).toMatchObject({
      code: 'DXB',
      opensAt: '00:00',
      closesAt: '23:59',
      isOpenAroundTheClock: true,
    });
  });

  test('answers the terms in force at the server clock’s moment, from the first instant of a new version', async () => {
    await ctx.db.insert(schema.warehousePriceTerms).values({
      warehouseId: londonId,
      freeStorageDays: 14,
      storageFeePerDayMinor: 150,
      liabilityIncrementMinor: 7_500,
      effectiveFrom: new Date('2100-01-01T00:00:00.000Z'),
    });

    const before = await rulesOn('2099-12-31T23:59:59.999Z', londonId);
    expect(before.terms).toMatchObject({
      freeStorageDays: 30,
      storageFeePerDay: { amount: 0.8, currency: 'GBP' },
    });
    const after = await rulesOn('2100-01-01T00:00:00.000Z', londonId);
    expect(after.terms).toEqual({
      freeStorageDays: 14,
      storageFeePerDay: { amount: 1.5, currency: 'GBP' },
      liabilityPerShipment: { amount: 75, currency: 'GBP' },
      effectiveFrom: '2100-01-01T00:00:00.000Z',
    });
    // Before the first version the warehouse has no terms: none is made up.
    expect((await rulesOn('2025-12-31T12:00:00.000Z', londonId)).terms).toBeNull();
  });

  test('shows a closed airport’s flag, and no terms where the warehouse has none', async () => {
    const id = await insertWarehouse({ code: 'SN-DKR', airportCode: 'DSS', isActive: true });
    const rules = AirportRulesSchema.parse((await rulesOf(id)).json());
    expect(rules.airport).toMatchObject({ code: 'DSS', isClosed: true });
    expect(rules.originCountryCode).toBe('SN');
    expect(rules.terms).toBeNull();
  });

  test('answers a null airport for a warehouse that names none', async () => {
    const id = await insertWarehouse({ code: 'SN-THS', airportCode: null, isActive: true });
    const response = await rulesOf(id);
    expect(response.statusCode).toBe(200);
    expect(AirportRulesSchema.parse(response.json()).airport).toBeNull();
  });

  test('answers 404 "Warehouse with id … could not be found" for an unknown id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await rulesOf(id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'WAREHOUSE_NOT_FOUND',
      message: `Warehouse with id could not be found`,
    });
  });

  test('an inactive warehouse is not found, as in GET /warehouses/{warehouseId}', async () => {
    const id = await insertWarehouse({ code: 'SN-OLD', airportCode: 'DSS', isActive: false });
    for (const url of [`/api/airport/${id}/rules`, `/api/warehouses/${id}`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('WAREHOUSE_NOT_FOUND');
    }
  });

  test('a malformed id is simply not found, never a database error', async () => {
    for (const id of ["1' or 1=1--", 'US-DE;drop', '🛫', '%25', ' ']) {
      const response = await rulesOf(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code, id).toBe('WAREHOUSE_NOT_FOUND');
    }
  });

  test('a NUL byte or an id past 64 characters answers 400 VALIDATION_FAILED', async () => {
    for (const id of ['US\u0000DE', 'x'.repeat(65)]) {
      const response = await rulesOf(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.code, id).toBe('VALIDATION_FAILED');
    }
  });

  test('a 100,000-character id is refused with a 400 before the route runs, never a 5xx', async () => {
    const response = await rulesOf('x'.repeat(100_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  test('is listed in the OpenAPI document with its path parameter', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/airport/{warehouseId}/rules']?.get;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'warehouseId', required: true }),
    ]);
    expect(operation?.tags).toEqual(['warehouses']);
  });
});
