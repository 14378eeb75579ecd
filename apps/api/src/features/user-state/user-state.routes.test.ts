import { schema } from '@skyparcel/db';
import { PHONE_COUNTRY_CODES } from '@skyparcel/domain/contacts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildCompanyCast } from '../../testing/build-company';
import { buildPackage } from '../../testing/build-package';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { waitUntil } from '../../testing/wait-until';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const kuwaitOffice = {
  firstName: 'Omar',
  lastName: 'Saleh',
  street: 'Block 3, Street 12, Building 7',
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '5551 2345',
  addressType: 'work',
  shipperConsigneeAddressType: 'consignee',
  isDefault: true,
};

describe('GET /api/state', () => {
  test('a visitor gets 401', async () => {
    const response = await as(ctx.app, null).get('/api/state');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User not authenticated');
  });

  test("a new customer's state: suite, lockers, reference lists, no book, no debts", async () => {
    const me = await buildCustomer(ctx.db);
    const response = await as(ctx.app, me).get('/api/state');
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json();
    expect(state).toMatchObject({
      firstTime: true,
      suiteId: me.suiteNumber,
      contacts: [],
      defaultAddress: null,
      recentAddresses: [],
      hasDebts: false,
      unreadNotifications: [],
    });
    expect(
      state.packageLockers.map((locker: { warehouseCode: string }) => locker.warehouseCode),
    ).toEqual(expect.arrayContaining(['US-DE', 'GB-LON', 'AE-DXB']));
    expect(Object.keys(state.returnContacts).sort()).toEqual(['AE', 'GB', 'US']);
    const codes = (list: { code: string }[]) => list.map((item) => item.code);
    expect(codes(state.originCountries)).toEqual(expect.arrayContaining(['US', 'GB', 'AE']));
    expect(codes(state.destinationCountries)).toEqual(expect.arrayContaining(['AE', 'KW', 'SA']));
    expect(state.productTypes.length).toBeGreaterThan(0);
    expect(state.airports.length).toBeGreaterThan(0);
    for (const airport of state.airports) {
      expect(airport.opensAt).toMatch(/^\d\d:\d\d$/);
      expect(typeof airport.isClosed).toBe('boolean');
    }
    expect(state.phoneCountryCodes).toHaveLength(PHONE_COUNTRY_CODES.length);
    expect(state.phoneCountryCodes).toContainEqual({
      label: '+971 AE',
      value: '+971',
      countryCode: 'AE',
      countryName: 'United Arab Emirates',
    });
  });

  test('shows the book, the default address, recent addresses, unread notices and the debts flag', async () => {
    const me = await buildCustomer(ctx.db);
    const added = await as(ctx.app, me).post('/api/user/contacts', kuwaitOffice);
    expect(added.statusCode, added.body).toBe(201);
    const pkg = await buildPackage(ctx.db, { owner: me, status: 'ready_to_send' });
    const quote = await as(ctx.app, me).post('/api/shipping/warehouses/US-DE/shipping-discount', {
      packageIds: [pkg.id],
      destinationCode: 'KW',
    });
    const created = await as(ctx.app, me).post('/api/shipping', {
      packageIds: [pkg.id],
      contactId: added.json().id,
      valuesConfirmed: true,
      quotedTotal: quote.json().total,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [notice] = await ctx.db
      .insert(schema.notifications)
      .values({ userId: me.user.id, kind: 'package_received', packageId: pkg.id })
      .returning();

    const state = (await as(ctx.app, me).get('/api/state')).json();
    expect(state.contacts).toHaveLength(1);
    expect(state.defaultAddress).toMatchObject({ id: added.json().id, city: 'Salmiya' });
    expect(state.recentAddresses).toEqual([
      expect.objectContaining({ consigneeName: 'Omar Saleh', city: 'Salmiya' }),
    ]);
    expect(state.hasDebts).toBe(true);
    expect(state.unreadNotifications).toEqual([
      { id: notice?.id, updatedOn: notice?.updatedAt.toISOString() },
    ]);

    await as(ctx.app, me).post(`/api/shipping/requests/${created.json().shipRequest.id}/cancel`);
    expect((await as(ctx.app, me).get('/api/state')).json().hasDebts).toBe(false);

    // Another customer's state shows none of it.
    const other = await buildCustomer(ctx.db);
    const theirs = (await as(ctx.app, other).get('/api/state')).json();
    expect(theirs).toMatchObject({ contacts: [], recentAddresses: [], hasDebts: false });
    expect(theirs.suiteId).toBe(other.suiteNumber);
  });

  test("a business user's debts flag counts the company's unpaid requests, not another company's", async () => {
    const { company, otherCompany, individual } = await buildCompanyCast(ctx.db);
    await buildShipRequest(ctx.app, ctx.db, company.shipper);
    const debtsOf = async (who: TestCustomer) =>
      (await as(ctx.app, who).get('/api/state')).json().hasDebts;
    expect(await debtsOf(company.admin)).toBe(true);
    expect(await debtsOf(company.shipper)).toBe(true);
    expect(await debtsOf(otherCompany.admin)).toBe(false);
    expect(await debtsOf(individual)).toBe(false);
  });
});

describe('GET /api/state: the reference lists this process keeps (decision 071)', () => {
  test('a product type written by SQL, as an operator would, is listed within a second', async () => {
    const me = await buildCustomer(ctx.db);
    const codesOf = async () =>
      (await as(ctx.app, me).get('/api/state'))
        .json()
        .productTypes.map((type: { code: string }) => type.code);
    expect(await codesOf()).not.toContain('DRONES');
    // Kept: a second state in a row reads no list again.
    expect(await codesOf()).not.toContain('DRONES');

    await ctx.db.insert(schema.productTypes).values({
      code: 'DRONES',
      name: { 'en-US': 'Drones', no: 'Droner', fr: 'Drones', 'ar-AE': 'طائرات مسيّرة' },
      sortOrder: 99,
    });
    const changedAt = performance.now();
    await waitUntil(async () => (await codesOf()).includes('DRONES'), {
      timeoutMs: 1_000,
      what: 'the new product type',
    });
    // The version rows are read at most every 500 ms: the list follows within that and a load.
    expect(performance.now() - changedAt).toBeLessThan(1_000);

    await ctx.db.delete(schema.productTypes).where(eq(schema.productTypes.code, 'DRONES'));
    await waitUntil(async () => !(await codesOf()).includes('DRONES'), {
      timeoutMs: 1_000,
      what: 'the product type to go',
    });
  });
});
