import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type WarehouseDto = {
  id: string;
  code: string;
  countryCode: string;
  address: { street: string; zip: string };
};

async function listWarehouses(): Promise<WarehouseDto[]> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/warehouses' })).json();
}

describe('GET /api/warehouses', () => {
  test('lists the origin warehouses in the USA, the United Kingdom and the UAE with full addresses', async () => {
    const warehouses = await listWarehouses();
    expect(warehouses.map((w) => w.countryCode).sort()).toEqual(['AE', 'GB', 'US']);
    for (const warehouse of warehouses) {
      expect(warehouse.address.street).not.toBe('');
      expect(warehouse.address.zip).not.toBe('');
    }
  });

  test('GET /api/deliveries/warehouses answers the same list', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/deliveries/warehouses' });
    expect(response.json()).toEqual(await listWarehouses());
  });
});

describe('GET /api/warehouses/{warehouseId}', () => {
  test('answers one warehouse by id', async () => {
    const [first] = await listWarehouses();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/warehouses/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  test('answers 404 "Warehouse with id … could not be found" for an unknown id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await ctx.app.inject({ method: 'GET', url: `/api/warehouses/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'WAREHOUSE_NOT_FOUND',
      message: `Warehouse with id could not be found`,
    });
  });

  test('a malformed id is simply not found, never a database error', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: "/api/warehouses/1'%20or%201=1--",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('WAREHOUSE_NOT_FOUND');
  });
});

describe('GET /api/warehouses/byCountry/{countryCode}', () => {
  test('lists the warehouses of a country, whatever the case of the code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/warehouses/byCountry/gb' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((w: WarehouseDto) => w.countryCode)).toEqual(['GB']);
  });

  test('a known country without a warehouse answers an empty list', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/warehouses/byCountry/NO' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('answers 404 "Country with code … could not be found" for an unknown code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/warehouses/byCountry/ZZ' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'COUNTRY_NOT_FOUND',
      message: 'Country with code could not be found',
    });
  });
});
