import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let usWarehouseId = '';
beforeAll(async () => {
  ctx = await buildTestApp();
  const warehouses = (
    await ctx.app.inject({ method: 'GET', url: '/api/warehouses/byCountry/US' })
  ).json();
  usWarehouseId = warehouses[0].id;
});
afterAll(async () => ctx.close());

async function price(query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/deliveries/price?${query}` });
}

describe('GET /api/deliveries/price', () => {
  test('prices by warehouse, destination and weight in kg', async () => {
    const response = await price(`fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=2`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('USD');
    expect(body.amount).toBeGreaterThan(0);
    expect(body.chargeableWeightKg).toBe(2);
    expect(body.customs).toBeNull();
  });

  test('the country form with pounds gives the same price as kilograms', async () => {
    const pounds = (
      await price('FromCountryCode=US&ToCountryCode=KW&WeightAmount=4.41&WeightUnit=Lb')
    ).json();
    const kilos = (
      await price(`fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=2`)
    ).json();
    expect(pounds.actualWeightKg).toBe(2);
    expect(pounds.amount).toBe(kilos.amount);
  });

  test('/Deliveries/price (capitalised) is the same call', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/Deliveries/price?FromCountryCode=GB&ToCountryCode=SA&WeightAmount=1&WeightUnit=Kg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().currency).toBe('GBP');
  });

  test('a heavier parcel never costs less', async () => {
    const light = (
      await price(`fromWarehouseId=${usWarehouseId}&toCountryCode=AE&weight=0.5`)
    ).json();
    const heavy = (
      await price(`fromWarehouseId=${usWarehouseId}&toCountryCode=AE&weight=7.3`)
    ).json();
    expect(heavy.amount).toBeGreaterThan(light.amount);
  });

  test('charges the volumetric weight when L+W+H exceeds 200 cm', async () => {
    const body = (
      await price(
        `fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=2&length=100&width=60&depth=50&unitDimension=Cm`,
      )
    ).json();
    expect(body.volumetricWeightKg).toBe(50);
    expect(body.chargeableWeightKg).toBe(50);
  });

  test('charges the actual weight when the dimensions add up to 200 cm or less', async () => {
    const body = (
      await price(
        `fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=2&length=20&width=20&depth=20&unitDimension=in`,
      )
    ).json();
    expect(body.volumetricWeightKg).toBeGreaterThan(0);
    expect(body.chargeableWeightKg).toBe(2);
  });

  test('answers 0 GBP where no rate applies', async () => {
    const response = await price(
      'FromCountryCode=NO&ToCountryCode=KW&WeightAmount=1&WeightUnit=Kg',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: 0, currency: 'GBP' });
  });

  test('estimates no duty or VAT at or below the UAE threshold of AED 1000', async () => {
    const body = (
      await price(
        `fromWarehouseId=${usWarehouseId}&toCountryCode=AE&weight=1&value=100&valueCurrency=USD`,
      )
    ).json();
    expect(body.customs).toMatchObject({
      currency: 'AED',
      threshold: { amount: 1000, currency: 'AED' },
      isAboveThreshold: false,
      duty: { amount: 0 },
      vat: { amount: 0 },
    });
  });

  test('estimates 5% duty on CIF and 5% VAT on CIF + duty above the threshold', async () => {
    const body = (
      await price(
        `fromWarehouseId=${usWarehouseId}&toCountryCode=AE&weight=1&value=1000&valueCurrency=USD`,
      )
    ).json();
    const { cif, duty, vat, total } = body.customs;
    expect(body.customs.isAboveThreshold).toBe(true);
    expect(duty.amount).toBeCloseTo(cif.amount * 0.05, 1);
    expect(vat.amount).toBeCloseTo((cif.amount + duty.amount) * 0.05, 1);
    expect(total.amount).toBeCloseTo(duty.amount + vat.amount, 2);
  });

  test('adds the KWD 1 administration fee in Kuwait, in three decimals', async () => {
    const body = (
      await price(
        `fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=1&value=2000&valueCurrency=USD`,
      )
    ).json();
    expect(body.customs.threshold).toEqual({ amount: 100, currency: 'KWD' });
    expect(body.customs.adminFee).toEqual({ amount: 1, currency: 'KWD' });
  });

  test('answers 400 with the missing fields named', async () => {
    const response = await price('toCountryCode=KW');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: { fromWarehouseId: 'validation.required', weight: 'validation.required' },
    });
  });

  test('refuses a negative weight and an unknown unit', async () => {
    const negative = await price(`fromWarehouseId=${usWarehouseId}&toCountryCode=KW&weight=-1`);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual({ weight: 'validation.positiveNumber' });
    const unit = await price('FromCountryCode=US&ToCountryCode=KW&WeightAmount=1&WeightUnit=stone');
    expect(unit.statusCode).toBe(400);
    expect(unit.json().error.fields).toEqual({ WeightUnit: 'validation.invalid' });
  });

  test('answers 404 for an unknown warehouse id', async () => {
    const response = await price(
      'fromWarehouseId=00000000-0000-4000-8000-000000000001&toCountryCode=KW&weight=1',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('WAREHOUSE_NOT_FOUND');
  });
});
