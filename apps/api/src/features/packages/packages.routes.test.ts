import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The demo customer, whose seeded suite the list tests read. */
let demo: TestUser;
let usWarehouseId = '';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  demo = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
  usWarehouseId = await warehouseIdOf(ctx.db, 'US-DE');
});
afterAll(async () => ctx.close());

const lineItem = {
  description: 'Wireless earbuds',
  quantity: 2,
  valuePerUnit: { amount: 59.5, currency: 'USD' },
  hsCode: '851830',
};

describe('GET /api/package-locker', () => {
  test('answers a locker per warehouse with the full suite address', async () => {
    const response = await as(ctx.app, demo).get('/api/package-locker');
    expect(response.statusCode).toBe(200);
    const lockers = response.json();
    expect(lockers).toHaveLength(3);
    expect(lockers[0]).toMatchObject({
      warehouseId: usWarehouseId,
      address: {
        name: 'Layla Haddad',
        suiteNumber: 'SP100001',
        street: '201 Hay Road',
        city: 'New Castle',
        state: 'DE',
        zip: '19720',
        country: 'United States',
        phone: '+1 302 555 0148',
      },
    });
  });
});

describe('GET /api/warehouses/byCountry/{key}/packages', () => {
  test('counts every tab and lists the demo suite newest first', async () => {
    const response = await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({
      readyToSend: 2,
      actionRequired: 2,
      inReview: 1,
      preparing: 1,
      delivered: 1,
      returned: 0,
      discarded: 0,
    });
    expect(body.total).toBe(7);
    const received = body.items.map((item: { receivedAt: string }) => item.receivedAt);
    expect(received).toEqual([...received].sort().reverse());
  });

  test('filters by tab and by status; the warehouse id, code and country give the same suite', async () => {
    const byTab = (
      await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages?tab=actionRequired')
    ).json();
    expect(byTab.items.map((item: { status: string }) => item.status)).toEqual([
      'action_required',
      'action_required',
    ]);
    const byStatus = (
      await as(ctx.app, demo).get(
        `/api/warehouses/byCountry/${usWarehouseId}/packages?status=preparing`,
      )
    ).json();
    expect(byStatus.items).toHaveLength(1);
    expect(byTab.total).toBe(2);
    expect(byStatus.total).toBe(1);
    const pastTheEnd = (
      await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages?page=9')
    ).json();
    expect(pastTheEnd).toMatchObject({ items: [], total: 7 });
    const keyword = (
      await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages?keyword=ups')
    ).json();
    expect(keyword.total).toBe(0);
    const retailer = (
      await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages?keyword=e')
    ).json();
    expect(retailer.total).toBe(retailer.items.length);
    const byCode = (await as(ctx.app, demo).get('/api/warehouses/byCountry/us-de/packages')).json();
    expect(byCode.total).toBe(7);
    const london = (
      await as(ctx.app, demo).get('/api/warehouses/byCountry/gb/packages?tab=returned')
    ).json();
    expect(london.items[0]).toMatchObject({ status: 'returned', retailerName: 'Boots' });
  });

  test('searches by retailer, tracking number or package ID', async () => {
    const search = async (keyword: string) =>
      (
        await as(ctx.app, demo).get(
          `/api/warehouses/byCountry/US/packages?keyword=${encodeURIComponent(keyword)}`,
        )
      ).json().items;
    const [etsy] = await search('ets');
    expect(etsy.retailerName).toBe('Etsy');
    expect((await search('772899172655'))[0].retailerName).toBe('Apple Store');
    expect((await search(etsy.packageNumber.toLowerCase()))[0].id).toBe(etsy.id);
    expect(await search('100%_')).toEqual([]);
  });

  test('another customer sees none of the demo packages', async () => {
    const other = await buildCustomer(ctx.db);
    const body = (await as(ctx.app, other).get('/api/warehouses/byCountry/US/packages')).json();
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
  });

  test('an unknown warehouse or country answers the catalogue 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const warehouse = await as(ctx.app, demo).get(`/api/warehouses/byCountry/${id}/packages`);
    expect(warehouse.statusCode).toBe(404);
    expect(warehouse.json().error.message).toBe(`Warehouse with id could not be found`);
    const country = await as(ctx.app, demo).get('/api/warehouses/byCountry/ZZ/packages');
    expect(country.json().error.message).toBe('Country with code could not be found');
  });
});

describe('GET /api/warehouses/{warehouseId}/packages/{packageId}', () => {
  test('shows the storage countdown, chargeable days and the fee so far in the warehouse currency', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, {
      owner: customer,
      status: 'ready_to_send',
      receivedAt: new Date(Date.now() - 35 * DAY - 60_000),
    });
    const response = await as(ctx.app, customer).get(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pkg.id,
      packageNumber: `PK${pkg.number}`,
      freeStorageDays: 30,
      freeDaysRemaining: 0,
      chargeableDays: 5,
      storageFeePerDay: { amount: 1, currency: 'USD' },
      storageFee: { amount: 5, currency: 'USD' },
      lineItems: [],
      photos: [],
    });
  });

  test('the demo package shows its line items and comments', async () => {
    const list = (
      await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages?keyword=Best')
    ).json();
    const [item] = list.items;
    const details = (
      await as(ctx.app, demo).get(`/api/warehouses/${item.warehouseId}/packages/${item.id}`)
    ).json();
    expect(details).toMatchObject({
      status: 'action_required',
      reason: 'dgr',
      adminComment: expect.stringContaining('dangerous goods'),
      lineItems: [
        expect.objectContaining({ description: 'Power bank 20000 mAh', hsCode: '850760' }),
      ],
    });
  });

  test('a package at another warehouse than the path says is not found', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const londonId = await warehouseIdOf(ctx.db, 'GB-LON');
    const response = await as(ctx.app, customer).get(
      `/api/warehouses/${londonId}/packages/${pkg.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('PACKAGE_NOT_FOUND');
  });
});

describe('PUT /api/warehouses/{warehouseId}/packages/{packageId} (item details)', () => {
  test('replaces the line items, sums value and quantity, and sends a ready package back to review', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer, status: 'ready_to_send' });
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}`,
      {
        lineItems: [lineItem, { ...lineItem, description: 'Case', quantity: 1 }],
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'in_review',
      quantity: 3,
      totalValue: { amount: 178.5, currency: 'USD' },
      message: 'Item details saved. Our team will review your package again.',
    });
    const history = await ctx.db
      .select()
      .from(schema.packageStatusHistory)
      .where(eq(schema.packageStatusHistory.packageId, pkg.id));
    expect(history[0]).toMatchObject({
      fromStatus: 'ready_to_send',
      toStatus: 'in_review',
      actorUserId: customer.user.id,
    });
  });

  test('answers a flag for item details: back to review without the reason', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer, status: 'action_required' });
    expect(pkg.reason).toBe('item_details');
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}`,
      { lineItems: [{ ...lineItem, hsCode: '8518.30' }] },
    );
    expect(response.json()).toMatchObject({
      status: 'in_review',
      reason: null,
      tab: 'inReview',
      lineItems: [expect.objectContaining({ description: 'Wireless earbuds', hsCode: '851830' })],
    });
  });

  test('names each wrong field of each line with the shared schema’s message keys', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer, status: 'action_required' });
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}`,
      {
        lineItems: [
          lineItem,
          {
            description: ' ',
            quantity: 0,
            valuePerUnit: { amount: 5, currency: 'US' },
            hsCode: '12',
          },
        ],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'lineItems.1.description': 'validation.required',
        'lineItems.1.quantity': 'validation.positiveNumber',
        'lineItems.1.valuePerUnit.currency': 'validation.currency',
        'lineItems.1.hsCode': 'validation.hsCode',
      },
    });
    const mixed = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}`,
      { lineItems: [lineItem, { ...lineItem, valuePerUnit: { amount: 5, currency: 'EUR' } }] },
    );
    expect(mixed.json().error.fields).toEqual({ lineItems: 'validation.sameCurrency' });
    const unchanged = (
      await as(ctx.app, customer).get(`/api/warehouses/${usWarehouseId}/packages/${pkg.id}`)
    ).json();
    expect(unchanged).toMatchObject({ status: 'action_required', lineItems: [] });
  });

  test('refuses an empty list and a package that has left the suite', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer, status: 'preparing' });
    const url = `/api/warehouses/${usWarehouseId}/packages/${pkg.id}`;
    expect((await as(ctx.app, customer).put(url, { lineItems: [] })).statusCode).toBe(400);
    const gone = await as(ctx.app, customer).put(url, { lineItems: [lineItem] });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.code).toBe('PACKAGE_NOT_CHANGEABLE');
  });
});

describe('PUT .../return-package', () => {
  test('a comment is required: Please add a comment.', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`,
      {
        comment: '  ',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'RETURN_COMMENT_REQUIRED',
      message: 'Please add a comment.',
      fields: { comment: 'validation.commentRequired' },
    });
  });

  test('a return with the customer’s own label requires the label: Please upload label', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const url = `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`;
    const none = await as(ctx.app, customer).put(url, {
      comment: 'Wrong size',
      useOwnLabel: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toEqual({
      code: 'RETURN_LABEL_REQUIRED',
      message: 'Please upload label',
      fields: { labelSerialNumber: 'validation.uploadLabel' },
    });
    const missing = await as(ctx.app, customer).put(url, {
      comment: 'Wrong size',
      useOwnLabel: true,
      labelSerialNumber: 999_999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('RETURN_LABEL_REQUIRED');
    // Neither refusal moved the package or wrote its history.
    const details = (
      await as(ctx.app, customer).get(`/api/warehouses/${usWarehouseId}/packages/${pkg.id}`)
    ).json();
    expect(details).toMatchObject({
      status: 'in_review',
      returnComment: null,
      returnUsesOwnLabel: false,
      returnLabel: null,
    });
    const history = await ctx.db
      .select()
      .from(schema.packageStatusHistory)
      .where(eq(schema.packageStatusHistory.packageId, pkg.id));
    expect(history).toEqual([]);
  });

  test('without useOwnLabel a label number is ignored: the return goes with our label', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`,
      { comment: 'Changed my mind', labelSerialNumber: 999_999 },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'return_requested',
      returnUsesOwnLabel: false,
      returnLabel: null,
    });
  });

  test('a return with a comment is requested; staff finish it and it shows under Returned', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`,
      {
        comment: 'Wrong size, please send back',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'return_requested',
      returnComment: 'Wrong size, please send back',
      message: 'Return request submitted successfully',
    });
    const staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
    await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, { status: 'returned' });
    const returned = (
      await as(ctx.app, customer).get('/api/warehouses/byCountry/US/packages?tab=returned')
    ).json();
    expect(returned.items).toEqual([expect.objectContaining({ id: pkg.id, status: 'returned' })]);
    expect(returned.counts.returned).toBe(1);
  });
});

describe('PUT .../abandon', () => {
  test('an abandoned package that staff discard shows under Discarded with its state', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer, status: 'ready_to_send' });
    await as(ctx.app, customer).put(`/api/warehouses/${usWarehouseId}/packages/${pkg.id}/abandon`);
    const list = async () =>
      (
        await as(ctx.app, customer).get('/api/warehouses/byCountry/US/packages?tab=discarded')
      ).json();
    expect((await list()).items).toEqual([
      expect.objectContaining({ id: pkg.id, status: 'discard_requested' }),
    ]);
    const staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
    const discarded = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, {
      status: 'discarded',
    });
    expect(discarded.statusCode).toBe(200);
    const after = await list();
    expect(after.items).toEqual([
      expect.objectContaining({ id: pkg.id, status: 'discarded', tab: 'discarded' }),
    ]);
    expect(after.counts).toMatchObject({ discarded: 1, readyToSend: 0 });
    // A discarded package is done with: no more changes by anyone.
    const again = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`,
      { comment: 'Please send it back after all' },
    );
    expect(again.statusCode).toBe(409);
  });

  test('answers the spec texts for success and failure', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const url = `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/abandon`;
    const ok = await as(ctx.app, customer).put(url);
    expect(ok.json()).toMatchObject({
      status: 'discard_requested',
      tab: 'discarded',
      message: 'Abandon package request submitted successfully',
    });
    const again = await as(ctx.app, customer).put(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Abandon package request failed.');
  });
});

describe('additional services', () => {
  test('GET /api/warehouses/additional-services lists the catalogue with a price per warehouse', async () => {
    const response = await as(ctx.app, null).get('/api/warehouses/additional-services?lang=fr');
    const services = response.json();
    expect(services.map((s: { code: string }) => s.code)).toEqual(['XPH', 'RPK', 'CHK']);
    expect(services[0].name).toBe('Photos supplémentaires');
    expect(services[0].prices).toContainEqual({
      warehouseId: usWarehouseId,
      price: { amount: 5, currency: 'USD' },
    });
  });

  test('choosing services prices them at the warehouse; the service charge sums the header’s codes', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const chosen = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/additional-services`,
      { serviceCodes: ['xph', 'RPK'], comment: 'Photos of the label, then a smaller box.' },
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().additionalServices).toEqual([
      {
        code: 'RPK',
        price: { amount: 8, currency: 'USD' },
        comment: 'Photos of the label, then a smaller box.',
      },
      {
        code: 'XPH',
        price: { amount: 5, currency: 'USD' },
        comment: 'Photos of the label, then a smaller box.',
      },
    ]);
    const fewer = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/additional-services`,
      { serviceCodes: ['RPK'], comment: 'Just the smaller box.' },
    );
    expect(fewer.json().additionalServices).toHaveLength(1);

    const charge = await as(ctx.app, customer).get(
      `/api/warehouses/${usWarehouseId}/service-charge/state/de/packageId/${pkg.id}`,
      { headers: { serviceCodes: 'XPH,CHK' } },
    );
    expect(charge.json()).toMatchObject({
      stateCode: 'DE',
      lines: [{ code: 'XPH' }, { code: 'CHK' }],
      total: { amount: 11, currency: 'USD' },
    });
  });

  test('an unknown service code answers 404', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/additional-services`,
      { serviceCodes: ['ZZZ'], comment: 'Whatever this is.' },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Additional service ZZZ could not be found');
  });
});

describe('notifications', () => {
  test('reading a notification marks it read and removes it from the list; others’ ids mark nothing', async () => {
    const customer = await buildCustomer(ctx.db);
    const other = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const [note] = await ctx.db
      .insert(schema.notifications)
      .values({
        userId: customer.user.id,
        kind: 'package_received',
        packageId: pkg.id,
        params: { number: 'PK1', retailer: 'Amazon' },
      })
      .returning();
    const list = (await as(ctx.app, customer).get('/api/user/notifications?lang=ar-AE')).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: note?.id,
        warehouseId: usWarehouseId,
        message: 'وصل الطرد PK1 من Amazon إلى جناحك.',
      }),
    ]);
    const foreign = await as(ctx.app, other).post('/api/user/mark-notifications-read', {
      notificationIds: [note?.id],
    });
    expect(foreign.json()).toEqual({ marked: 0 });
    const mine = await as(ctx.app, customer).post('/api/user/mark-notifications-read', {
      notificationIds: [note?.id],
    });
    expect(mine.json()).toEqual({ marked: 1 });
    expect((await as(ctx.app, customer).get('/api/user/notifications')).json()).toEqual([]);
  });
});
