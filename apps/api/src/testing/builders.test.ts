import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from './as';
import { buildPackage } from './build-package';
import { buildTestApp } from './build-test-app';
import { buildAccount, buildCustomer, buildUser } from './build-user';
import { solveCaptcha } from './solve-captcha';

// Every API test stands on these builders: if one stopped making what the app makes, tests
// would pass or fail for the wrong reason. So each is checked through the real calls.
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('buildCustomer', () => {
  test('makes an approved customer, signed in, with a suite number and a locker at each warehouse', async () => {
    const customer = await buildCustomer(ctx.db, { preferredLocale: 'fr' });
    expect(customer.suiteNumber).toMatch(/^SP\d{6}$/);
    const me = await as(ctx.app, customer).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: customer.user.email, role: 'CUSTOMER' });
    const lockers = (await as(ctx.app, customer).get('/api/package-locker')).json();
    expect(lockers).toHaveLength(3);
    expect(lockers[0].address.suiteNumber).toBe(customer.suiteNumber);
  });

  test('makes a new person each time', async () => {
    const [first, second] = await Promise.all([buildCustomer(ctx.db), buildCustomer(ctx.db)]);
    expect(first.user.email).not.toBe(second.user.email);
    expect(first.suiteNumber).not.toBe(second.suiteNumber);
  });
});

describe('buildUser and buildAccount', () => {
  test('a clerk works at the warehouses named, and only there', async () => {
    const clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['GB-LON'] });
    const warehouses = (await as(ctx.app, clerk).get('/api/staff/warehouses')).json();
    expect(warehouses.map((warehouse: { code: string }) => warehouse.code)).toEqual(['GB-LON']);
    expect(clerk.user.suiteNumber).toBeNull();
  });

  test('a customer waiting for approval has no suite number', async () => {
    const pending = await buildUser(ctx.db, { isApproved: false });
    expect(pending.user).toMatchObject({ role: 'CUSTOMER', isApproved: false, suiteNumber: null });
  });

  test('an account with a password signs in through the real password step', async () => {
    const account = await buildAccount(ctx.db, { password: 'Builder-pass-1!' });
    const response = await as(ctx.app, null).post('/api/login/login', {
      email: account.email,
      password: 'Builder-pass-1!',
      recaptchaToken: await solveCaptcha(ctx.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().challengeId).toEqual(expect.any(String));
  });
});

describe('buildPackage', () => {
  test('puts a package in its owner’s suite at the warehouse, in the state asked for', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, {
      owner: customer,
      warehouse: 'GB-LON',
      status: 'action_required',
    });
    const details = await as(ctx.app, customer).get(
      `/api/warehouses/${pkg.warehouseId}/packages/${pkg.id}`,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      status: 'action_required',
      reason: 'item_details',
      retailerName: 'Amazon',
    });
    const suite = (await as(ctx.app, customer).get('/api/warehouses/byCountry/GB/packages')).json();
    expect(suite.items.map((item: { id: string }) => item.id)).toEqual([pkg.id]);
  });

  test('an unassigned package is in no one’s suite, and staff find it', async () => {
    const pkg = await buildPackage(ctx.db, { owner: null });
    const clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
    const found = await as(ctx.app, clerk).get(`/api/staff/packages/${pkg.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: pkg.id, userId: null });
  });
});

describe('as', () => {
  test('sends the caller’s token, and none for a visitor', async () => {
    const customer = await buildCustomer(ctx.db);
    expect((await as(ctx.app, customer).get('/api/user')).statusCode).toBe(200);
    expect((await as(ctx.app, null).get('/api/user')).statusCode).toBe(401);
    expect((await as(ctx.app, { token: 'not-a-token' }).get('/api/user')).statusCode).toBe(401);
  });
});
