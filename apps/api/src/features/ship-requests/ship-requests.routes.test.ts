import { schema } from '@skyparcel/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  findPayableShipRequests,
  markShipRequestsPaid,
  refreshShipRequestQuote,
} from '../../modules/ship-requests';
import { as, type Caller } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer, warehouseIdOf } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;

const kuwaitOffice = {
  firstName: 'Omar',
  middleName: 'K.',
  lastName: 'Saleh',
  street: 'Block 3, Street 12, Building 7',
  street2: 'Floor 4',
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: '22001',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '5551 2345',
  addressType: 'work',
  shipperConsigneeAddressType: 'consignee',
};

type Money = { amount: number; currency: string };
type Quote = { lines: unknown[]; total: Money };

/** A customer with a Kuwait address in their book. */
async function shipper(): Promise<TestCustomer & { contactId: string }> {
  const made = await buildCustomer(ctx.db);
  const response = await as(ctx.app, made).post('/api/user/contacts', kuwaitOffice);
  expect(response.statusCode, response.body).toBe(201);
  return { ...made, contactId: response.json().id };
}

async function readyPackages(owner: TestCustomer, count = 1, warehouse = 'US-DE') {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await buildPackage(ctx.db, { owner, warehouse, status: 'ready_to_send' })).id);
  }
  return ids;
}

/** The quote the wizard's payment summary shows (the shipping-discount call). */
async function quoteOf(caller: Caller, packageIds: string[], extra: object = {}): Promise<Quote> {
  const response = await as(ctx.app, caller).post(
    '/api/shipping/warehouses/US-DE/shipping-discount',
    { packageIds, destinationCode: 'KW', ...extra },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function bodyFor(me: TestCustomer & { contactId: string }, packageIds: string[], extra = {}) {
  const quote = await quoteOf(me, packageIds, extra);
  return {
    packageIds,
    contactId: me.contactId,
    valuesConfirmed: true,
    quotedTotal: quote.total,
    taxId: 'KW-778899',
    specialInstructions: 'Leave with the building guard.',
    ...extra,
  };
}

async function create(me: TestCustomer & { contactId: string }, packageIds: string[], extra = {}) {
  const response = await as(ctx.app, me).post(
    '/api/shipping',
    await bodyFor(me, packageIds, extra),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().shipRequest as { id: string; orderNumber: string; quote: Quote };
}

async function statusesOf(ids: string[]) {
  const rows = await Promise.all(
    ids.map((id) =>
      ctx.db
        .select({ status: schema.packages.status })
        .from(schema.packages)
        .where(eq(schema.packages.id, id)),
    ),
  );
  return rows.map(([row]) => row?.status);
}

async function payInTest(ids: string[]) {
  const rows = await ctx.db
    .select({
      id: schema.shipRequests.id,
      amountMinor: schema.shipRequests.totalMinor,
      currency: schema.shipRequests.currency,
      userId: schema.shipRequests.userId,
    })
    .from(schema.shipRequests)
    .where(inArray(schema.shipRequests.id, ids));
  return ctx.db.transaction((tx) =>
    markShipRequestsPaid(tx, {
      charged: rows,
      paymentId: crypto.randomUUID(),
      paidAt: new Date(),
      payerId: rows[0]?.userId ?? '',
    }),
  );
}

describe('who may use ship requests', () => {
  test('a visitor gets 401 on every call', async () => {
    const visitor = as(ctx.app, null);
    const id = crypto.randomUUID();
    const calls = [
      visitor.post('/api/shipping', {}),
      visitor.post('/api/Warehouses/shipments', {}),
      visitor.get('/api/shipping/requests'),
      visitor.get(`/api/shipping/requests/${id}`),
      visitor.post(`/api/shipping/requests/${id}/cancel`),
      visitor.get('/api/payment/pendingpayment?suiteId=SP100001'),
      visitor.get('/api/shipping/recent-addresses'),
      visitor.put('/api/deliveries', {}),
      visitor.get('/api/warehouses/US-DE/shipments'),
      visitor.get('/api/warehouses/byCountry/US/shipments'),
      visitor.get(`/api/Warehouses/shipment-charge-details/${id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('User not authenticated');
    }
  });

  test("another customer's packages, address, request and cart answer 403", async () => {
    const owner = await shipper();
    const other = await shipper();
    const [theirs = ''] = await readyPackages(owner);
    const request = await create(owner, [theirs]);
    const [mine = ''] = await readyPackages(other);
    const me = as(ctx.app, other);
    const quotedTotal = { amount: 1, currency: 'USD' };

    const theirPackage = await me.post('/api/shipping', {
      packageIds: [mine, theirs],
      contactId: other.contactId,
      valuesConfirmed: true,
      quotedTotal,
    });
    expect(theirPackage.statusCode).toBe(403);
    expect(theirPackage.json().error).toMatchObject({
      code: 'PACKAGE_NOT_ASSOCIATED',
      message: 'Package with id is not associated with this user.',
    });

    const theirAddress = await me.post('/api/shipping', {
      packageIds: [mine],
      contactId: owner.contactId,
      valuesConfirmed: true,
      quotedTotal,
    });
    expect(theirAddress.statusCode).toBe(403);
    expect(theirAddress.json().error.message).toBe(
      'User does not have permission to update or delete a credit card or contact',
    );

    for (const response of [
      await me.get(`/api/shipping/requests/${request.id}`),
      await me.post(`/api/shipping/requests/${request.id}/cancel`),
      await me.get(`/api/payment/pendingpayment?suiteId=${owner.suiteNumber}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'RESOURCE_FORBIDDEN',
        message: 'Request refers to resources which the user does not have access to',
      });
    }
    await expect(
      findPayableShipRequests(ctx.db, { viewer: other.user, ids: [request.id] }),
    ).rejects.toMatchObject({ code: 'RESOURCE_FORBIDDEN', status: 403 });
    // Their request is untouched.
    expect(await statusesOf([theirs])).toEqual(['awaiting_payment']);
    expect((await me.get('/api/shipping/requests')).json()).toEqual([]);
  });
});

describe('POST /api/shipping', () => {
  test('creates the request at the quoted price: XWF order number, address, quote, packages held', async () => {
    const me = await shipper();
    const ids = await readyPackages(me, 2);
    const body = await bodyFor(me, ids, { options: ['FRG', 'INS'] });
    const quote = await quoteOf(me, ids, { options: ['FRG', 'INS'] });

    const response = await as(ctx.app, me).post('/api/shipping', body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.isSuccess).toBe(true);
    const created = answer.shipRequest;
    expect(created.orderNumber).toMatch(/^XWF\d{8}$/);
    expect(created).toMatchObject({
      status: 'awaiting_payment',
      packageCount: 2,
      destinationCode: 'KW',
      warehouseCode: 'US-DE',
      options: ['FRG', 'INS'],
      taxId: 'KW-778899',
      specialInstructions: 'Leave with the building guard.',
      justCredit: false,
      shipTo: {
        consigneeName: 'Omar K. Saleh',
        street: 'Block 3, Street 12, Building 7',
        street2: 'Floor 4',
        city: 'Salmiya',
        stateOrProvince: 'Hawalli',
        zip: '22001',
        countryCode: 'KW',
        phoneCountryCode: '+965',
        addressType: 'work',
      },
    });
    // The stored quote is the quote call's answer, line for line.
    expect(created.quote.lines).toEqual(quote.lines);
    expect(created.quote.total).toEqual(quote.total);
    expect(created.total).toEqual(quote.total);
    expect(
      new Date(created.quote.expiresAt).getTime() - new Date(created.quote.quotedAt).getTime(),
    ).toBe(24 * HOUR);
    expect(created.packages.map((pkg: { id: string }) => pkg.id).sort()).toEqual([...ids].sort());
    expect(await statusesOf(ids)).toEqual(['awaiting_payment', 'awaiting_payment']);

    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'ship-request.create'),
          eq(schema.auditLog.actorUserId, me.user.id),
        ),
      );
    expect(audit?.details).toMatchObject({ shipRequestId: created.id });

    // The address is kept as it was: a later change of the book does not touch the request.
    await as(ctx.app, me).put(`/api/user/contacts/${me.contactId}`, {
      ...kuwaitOffice,
      city: 'Kuwait City',
    });
    const again = await as(ctx.app, me).get(`/api/shipping/requests/${created.id}`);
    expect(again.json().shipTo.city).toBe('Salmiya');
    expect(again.json()).toEqual(created);
  });

  test('POST /api/Warehouses/shipments is the same call (the spec names both)', async () => {
    const me = await shipper();
    const ids = await readyPackages(me);
    const response = await as(ctx.app, me).post(
      '/api/Warehouses/shipments',
      await bodyFor(me, ids),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ isSuccess: true, shipRequest: { packageCount: 1 } });
  });

  test('answers 409 PRICE_CHANGED with the price now when the total seen is not it, and stores nothing', async () => {
    const me = await shipper();
    const ids = await readyPackages(me);
    const body = await bodyFor(me, ids);
    const quote = await quoteOf(me, ids);
    const response = await as(ctx.app, me).post('/api/shipping', {
      ...body,
      quotedTotal: { ...body.quotedTotal, amount: body.quotedTotal.amount - 1 },
    });
    expect(response.statusCode).toBe(409);
    const answer = response.json();
    expect(answer.error.code).toBe('PRICE_CHANGED');
    expect(answer.error.message).toMatch(/^The price of this shipment has changed to .+\d/);
    expect(answer.quote.total).toEqual(quote.total);
    expect(answer.quote.lines).toEqual(quote.lines);
    expect(await statusesOf(ids)).toEqual(['ready_to_send']);
    expect((await as(ctx.app, me).get('/api/shipping/requests')).json()).toEqual([]);

    const otherCurrency = await as(ctx.app, me).post('/api/shipping', {
      ...body,
      quotedTotal: { ...body.quotedTotal, currency: 'EUR' },
    });
    expect(otherCurrency.json().error.code).toBe('PRICE_CHANGED');
  });

  test("refuses unconfirmed item values with the spec's texts ('Error in postShipping')", async () => {
    const me = await shipper();
    const ids = await readyPackages(me);
    const response = await as(ctx.app, me).post('/api/shipping', {
      ...(await bodyFor(me, ids)),
      valuesConfirmed: false,
      taxId: 'x'.repeat(41),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'SHIPPING_POST_FAILED',
      message: 'Error in postShipping',
      fields: {
        valuesConfirmed: 'validation.shipRequest.valuesConfirmed',
        taxId: 'validation.tooLong',
      },
    });
  });

  test('refuses packages of two warehouses, not ready, or unknown, each with its text', async () => {
    const me = await shipper();
    const [us = ''] = await readyPackages(me);
    const [gb = ''] = await readyPackages(me, 1, 'GB-LON');
    const inReview = (await buildPackage(ctx.db, { owner: me, status: 'in_review' })).id;
    const base = {
      contactId: me.contactId,
      valuesConfirmed: true,
      quotedTotal: { amount: 1, currency: 'USD' },
    };
    const call = (packageIds: string[]) =>
      as(ctx.app, me).post('/api/shipping', { ...base, packageIds });

    const mixed = await call([us, gb]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe(
      'The packages of one shipment must be at the same warehouse.',
    );
    const notReady = await call([us, inReview]);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toBe(
      'Only packages that are ready to send can be shipped.',
    );
    const unknown = crypto.randomUUID();
    const missing = await call([unknown]);
    expect(missing.statusCode).toBe(404);
    // The id the caller sent is not echoed back (issue 27).
    expect(missing.json().error.message).toBe('Package with id could not be found');
    expect(await statusesOf([us, gb])).toEqual(['ready_to_send', 'ready_to_send']);
  });

  test('a second create over the same packages answers 409 naming the first request', async () => {
    const me = await shipper();
    const ids = await readyPackages(me, 2);
    const body = await bodyFor(me, ids);
    const first = await as(ctx.app, me).post('/api/shipping', body);
    expect(first.statusCode).toBe(201);
    const orderNumber = first.json().shipRequest.orderNumber;
    const second = await as(ctx.app, me).post('/api/shipping', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'SHIP_REQUEST_EXISTS',
      message: `These packages are already in ship request ${orderNumber}.`,
    });
  });

  test('ten simultaneous creates with the same packages make exactly one request', async () => {
    const me = await shipper();
    const ids = await readyPackages(me, 2);
    const body = await bodyFor(me, ids);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => as(ctx.app, me).post('/api/shipping', body)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await ctx.db
      .select()
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.userId, me.user.id));
    expect(rows).toHaveLength(1);
    const history = await ctx.db
      .select()
      .from(schema.packageStatusHistory)
      .where(eq(schema.packageStatusHistory.actorUserId, me.user.id));
    expect(history).toHaveLength(2);
  });

  test('order numbers are XWF + 8 digits and never repeat', async () => {
    const me = await shipper();
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      numbers.push((await create(me, await readyPackages(me))).orderNumber);
    }
    for (const number of numbers) {
      expect(number).toMatch(/^XWF\d{8}$/);
    }
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('GET /api/shipping/requests', () => {
  test("lists the caller's requests newest first, by state when asked, and one whole", async () => {
    const me = await shipper();
    const older = await create(me, await readyPackages(me));
    const newer = await create(me, await readyPackages(me));
    await as(ctx.app, me).post(`/api/shipping/requests/${older.id}/cancel`);

    const all = await as(ctx.app, me).get('/api/shipping/requests');
    expect(all.json().map((row: { id: string }) => row.id)).toEqual([newer.id, older.id]);
    const unpaid = await as(ctx.app, me).get('/api/shipping/requests?status=awaiting_payment');
    expect(unpaid.json().map((row: { id: string }) => row.id)).toEqual([newer.id]);
    const bad = await as(ctx.app, me).get('/api/shipping/requests?status=lost');
    expect(bad.statusCode).toBe(400);

    const one = await as(ctx.app, me).get(`/api/shipping/requests/${newer.id}`);
    expect(one.json()).toEqual(newer);
    const missingId = crypto.randomUUID();
    const missing = await as(ctx.app, me).get(`/api/shipping/requests/${missingId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      `Ship request with id ${missingId} could not be found`,
    );
    expect((await as(ctx.app, me).get('/api/shipping/requests/nope')).statusCode).toBe(404);
  });
});

describe('POST /api/shipping/requests/{id}/cancel', () => {
  test('cancels an unpaid request: the packages go back to Ready to send and can be shipped again', async () => {
    const me = await shipper();
    const ids = await readyPackages(me, 2);
    const request = await create(me, ids);
    const response = await as(ctx.app, me).post(`/api/shipping/requests/${request.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', packageCount: 2 });
    expect(response.json().cancelledAt).not.toBeNull();
    expect(await statusesOf(ids)).toEqual(['ready_to_send', 'ready_to_send']);

    const again = await as(ctx.app, me).post(`/api/shipping/requests/${request.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This ship request has been cancelled.');

    const next = await create(me, ids);
    expect(next.orderNumber).not.toBe(request.orderNumber);
    expect(await statusesOf(ids)).toEqual(['awaiting_payment', 'awaiting_payment']);
  });

  test('a paid request cannot be cancelled (409 with a clear text); its packages are preparing', async () => {
    const me = await shipper();
    const ids = await readyPackages(me, 2);
    const request = await create(me, ids);
    await payInTest([request.id]);
    expect(await statusesOf(ids)).toEqual(['preparing', 'preparing']);

    const response = await as(ctx.app, me).post(`/api/shipping/requests/${request.id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'SHIP_REQUEST_ALREADY_PAID',
      message: 'This ship request is paid and can no longer be cancelled.',
    });
    const one = await as(ctx.app, me).get(`/api/shipping/requests/${request.id}`);
    expect(one.json().status).toBe('paid');
    expect(one.json().paidAt).not.toBeNull();
  });
});

describe('the payment door (module)', () => {
  test('markShipRequestsPaid pays a request once: a second payment fails and changes nothing', async () => {
    const me = await shipper();
    const request = await create(me, await readyPackages(me));
    const [paid] = await payInTest([request.id]);
    expect(paid?.status).toBe('paid');
    await expect(payInTest([request.id])).rejects.toMatchObject({
      code: 'SHIP_REQUEST_NOT_PAYABLE',
    });
    const cancelled = await create(me, await readyPackages(me));
    await as(ctx.app, me).post(`/api/shipping/requests/${cancelled.id}/cancel`);
    await expect(payInTest([cancelled.id])).rejects.toMatchObject({
      code: 'SHIP_REQUEST_NOT_PAYABLE',
    });
  });

  test('findPayableShipRequests answers the amounts of unpaid requests and refuses paid ones', async () => {
    const me = await shipper();
    const request = await create(me, await readyPackages(me));
    const [payable] = await findPayableShipRequests(ctx.db, {
      viewer: me.user,
      ids: [request.id, request.id],
    });
    expect(payable).toMatchObject({
      id: request.id,
      orderNumber: request.orderNumber,
      currency: request.quote.total.currency,
      warehouseId: await warehouseIdOf(ctx.db, 'US-DE'),
    });
    expect(payable?.totalMinor).toBe(Math.round(request.quote.total.amount * 100));
    await payInTest([request.id]);
    await expect(
      findPayableShipRequests(ctx.db, { viewer: me.user, ids: [request.id] }),
    ).rejects.toMatchObject({ code: 'SHIP_REQUEST_PAID', status: 409 });
  });

  test('refreshShipRequestQuote re-prices after 24 hours: same total extends, another is stored and said', async () => {
    const me = await shipper();
    const request = await create(me, await readyPackages(me));
    const deps = (at: number) => ({ db: ctx.db, clock: () => new Date(Date.now() + at) });

    const early = await refreshShipRequestQuote(deps(HOUR), { viewer: me.user, id: request.id });
    expect(early).toMatchObject({ isRequoted: false, isChanged: false });

    const later = await refreshShipRequestQuote(deps(25 * HOUR), {
      viewer: me.user,
      id: request.id,
    });
    expect(later).toMatchObject({ isRequoted: true, isChanged: false });
    expect(later.shipRequest.quoteExpiresAt.getTime()).toBeGreaterThan(Date.now() + 48 * HOUR);
    expect(later.shipRequest.totalMinor).toBe(Math.round(request.quote.total.amount * 100));

    // The rate card changes: the next refresh stores the new price and says so.
    const usDe = await warehouseIdOf(ctx.db, 'US-DE');
    const [card] = await ctx.db
      .select()
      .from(schema.rateCards)
      .where(
        and(
          eq(schema.rateCards.warehouseId, usDe),
          eq(schema.rateCards.destinationCountryCode, 'KW'),
        ),
      );
    if (!card) {
      throw new Error('no US-DE -> KW rate card');
    }
    await ctx.db
      .update(schema.rateCards)
      .set({ steps: card.steps.map((step) => ({ ...step, amountMinor: step.amountMinor + 1000 })) })
      .where(eq(schema.rateCards.id, card.id));
    try {
      const changed = await refreshShipRequestQuote(deps(50 * HOUR), {
        viewer: me.user,
        id: request.id,
      });
      expect(changed).toMatchObject({ isRequoted: true, isChanged: true });
      expect(changed.shipRequest.totalMinor).toBeGreaterThan(later.shipRequest.totalMinor);
    } finally {
      await ctx.db
        .update(schema.rateCards)
        .set({ steps: card.steps })
        .where(eq(schema.rateCards.id, card.id));
    }
  });
});

describe('GET /api/payment/pendingpayment', () => {
  test('the cart: unpaid requests of every warehouse and the grand total per currency', async () => {
    const me = await shipper();
    const first = await create(me, await readyPackages(me));
    const second = await create(me, await readyPackages(me));
    const paid = await create(me, await readyPackages(me));
    await payInTest([paid.id]);

    const response = await as(ctx.app, me).get(
      `/api/payment/pendingpayment?suiteId=${me.suiteNumber.toLowerCase()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json();
    expect(cart.suiteId).toBe(me.suiteNumber);
    expect(cart.requests.map((row: { id: string }) => row.id)).toEqual([second.id, first.id]);
    const sum = first.quote.total.amount + second.quote.total.amount;
    expect(cart.totals).toEqual([
      { amount: Number(sum.toFixed(2)), currency: first.quote.total.currency },
    ]);
    const withoutSuite = await as(ctx.app, me).get('/api/payment/pendingpayment');
    expect(withoutSuite.json()).toEqual(cart);
  });
});

describe('GET /api/shipping/recent-addresses', () => {
  test('the addresses of the last requests, each once, newest first, of one type when asked', async () => {
    const me = await shipper();
    const dubai = await as(ctx.app, me).post('/api/user/contacts', {
      ...kuwaitOffice,
      firstName: 'Layla',
      street: 'Villa 12, Street 4',
      city: 'Dubai',
      stateOrProvince: 'Dubai',
      countryCode: 'AE',
      phoneCountryCode: '+971',
      phoneNumber: '050 123 4567',
      zip: undefined,
      addressType: 'home',
    });
    expect(dubai.statusCode, dubai.body).toBe(201);
    const atHome = { ...me, contactId: dubai.json().id };

    expect((await as(ctx.app, me).get('/api/shipping/recent-addresses')).json()).toEqual([]);
    await create(me, await readyPackages(me));
    const toDubai = await readyPackages(me);
    const dubaiQuote = await as(ctx.app, me).post(
      '/api/shipping/warehouses/US-DE/shipping-discount',
      { packageIds: toDubai, destinationCode: 'AE' },
    );
    expect(dubaiQuote.statusCode, dubaiQuote.body).toBe(200);
    const home = await as(ctx.app, me).post('/api/shipping', {
      packageIds: toDubai,
      contactId: atHome.contactId,
      valuesConfirmed: true,
      quotedTotal: dubaiQuote.json().total,
    });
    expect(home.statusCode, home.body).toBe(201);
    await create(me, await readyPackages(me));

    const all = (await as(ctx.app, me).get('/api/shipping/recent-addresses')).json();
    expect(all.map((address: { city: string }) => address.city)).toEqual(['Salmiya', 'Dubai']);
    // Each with its contact while that contact is in the book; null once it is deleted.
    expect(all[1]).toMatchObject({ city: 'Dubai', contactId: atHome.contactId });
    expect(all[0].contactId).toMatch(/^[0-9a-f-]{36}$/);
    const deleted = await as(ctx.app, me).delete(`/api/user/contacts/${atHome.contactId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const afterDelete = (await as(ctx.app, me).get('/api/shipping/recent-addresses')).json();
    expect(afterDelete[1]).toMatchObject({ city: 'Dubai', contactId: null });
    const homes = await as(ctx.app, me).get('/api/shipping/recent-addresses?addresstype=home');
    expect(homes.json()).toEqual([expect.objectContaining({ city: 'Dubai', addressType: 'home' })]);
    expect(
      (await as(ctx.app, me).get('/api/shipping/recent-addresses?addresstype=castle')).statusCode,
    ).toBe(400);

    // Another customer sees only their own.
    const other = await shipper();
    expect((await as(ctx.app, other).get('/api/shipping/recent-addresses')).json()).toEqual([]);
  });
});

describe('the warehouse-side reads', () => {
  test("GET /api/warehouses/{id}/shipments and byCountry/{code}/shipments list the caller's requests from there", async () => {
    const me = await shipper();
    const fromUs = await create(me, await readyPackages(me));
    const other = await shipper();
    await create(other, await readyPackages(other));
    const usDe = await warehouseIdOf(ctx.db, 'US-DE');
    const ids = async (url: string) => {
      const response = await as(ctx.app, me).get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((row: { id: string }) => row.id);
    };
    expect(await ids(`/api/warehouses/${usDe}/shipments`)).toEqual([fromUs.id]);
    expect(await ids('/api/Warehouses/us-de/shipments')).toEqual([fromUs.id]);
    expect(await ids('/api/warehouses/GB-LON/shipments')).toEqual([]);
    expect(await ids('/api/warehouses/byCountry/us/shipments')).toEqual([fromUs.id]);
    expect(await ids('/api/warehouses/byCountry/GB/shipments')).toEqual([]);
    const unknown = await as(ctx.app, me).get('/api/warehouses/XX-NOPE/shipments');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Warehouse with id could not be found');
    const noCountry = await as(ctx.app, me).get('/api/warehouses/byCountry/ZZ/shipments');
    expect(noCountry.statusCode).toBe(404);
    // The warehouses' own calls are unchanged beside them.
    expect((await as(ctx.app, null).get('/api/warehouses/US-DE')).statusCode).toBe(200);
    expect((await as(ctx.app, null).get('/api/warehouses/byCountry/US')).statusCode).toBe(200);
  });

  test('GET /api/Warehouses/shipment-charge-details/{packageId}: the stored charges of its request', async () => {
    const me = await shipper();
    const [held = '', free = ''] = await readyPackages(me, 2);
    const request = await create(me, [held]);
    const response = await as(ctx.app, me).get(`/api/Warehouses/shipment-charge-details/${held}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, orderNumber: request.orderNumber });
    expect(response.json().quote).toEqual(request.quote);

    const notInOne = await as(ctx.app, me).get(`/api/Warehouses/shipment-charge-details/${free}`);
    expect(notInOne.statusCode).toBe(404);
    expect(notInOne.json().error.code).toBe('SHIP_REQUEST_NOT_FOUND');
    const other = await shipper();
    const theirs = await as(ctx.app, other).get(`/api/Warehouses/shipment-charge-details/${held}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('PACKAGE_NOT_ASSOCIATED');

    await as(ctx.app, me).post(`/api/shipping/requests/${request.id}/cancel`);
    const cancelled = await as(ctx.app, me).get(`/api/Warehouses/shipment-charge-details/${held}`);
    expect(cancelled.statusCode).toBe(404);
  });
});

describe('PUT /api/deliveries', () => {
  test("changes an unpaid request's address, options, tax ID and instructions at the price shown", async () => {
    const me = await shipper();
    const ids = await readyPackages(me);
    const request = await create(me, ids);
    const second = await as(ctx.app, me).post('/api/user/contacts', {
      ...kuwaitOffice,
      firstName: 'Huda',
      street: 'Block 9, Street 2',
      city: 'Hawalli',
    });
    const change = {
      id: request.id,
      contactId: second.json().id,
      options: ['FRG'],
      taxId: 'KW-1',
      specialInstructions: 'Call first.',
      quotedTotal: request.quote.total,
    };

    // The old total is not the price with FRG: the answer tells the new one, nothing changes.
    const preview = await as(ctx.app, me).put('/api/deliveries', change);
    expect(preview.statusCode).toBe(409);
    expect(preview.json().error.code).toBe('PRICE_CHANGED');
    const newQuote = preview.json().quote;
    expect(newQuote.lines.map((line: { code: string }) => line.code)).toContain('FRG');
    const unchanged = await as(ctx.app, me).get(`/api/shipping/requests/${request.id}`);
    expect(unchanged.json()).toMatchObject({ options: [], taxId: 'KW-778899' });

    const response = await as(ctx.app, me).put('/api/deliveries', {
      ...change,
      quotedTotal: newQuote.total,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      orderNumber: request.orderNumber,
      status: 'awaiting_payment',
      options: ['FRG'],
      taxId: 'KW-1',
      specialInstructions: 'Call first.',
      shipTo: { consigneeName: 'Huda K. Saleh', city: 'Hawalli' },
    });
    expect(response.json().quote.lines).toEqual(newQuote.lines);
    expect(response.json().total).toEqual(newQuote.total);
    expect(await statusesOf(ids)).toEqual(['awaiting_payment']);
  });

  test("refuses another's request (403), a paid one (409), a bad body ('Error in postShipping')", async () => {
    const me = await shipper();
    const request = await create(me, await readyPackages(me));
    const change = { id: request.id, contactId: me.contactId, quotedTotal: request.quote.total };
    const other = await shipper();
    const theirs = await as(ctx.app, other).put('/api/deliveries', {
      ...change,
      contactId: other.contactId,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('RESOURCE_FORBIDDEN');

    const bad = await as(ctx.app, me).put('/api/deliveries', { ...change, taxId: 'x'.repeat(41) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: 'Error in postShipping',
      fields: { taxId: 'validation.tooLong' },
    });

    const same = await as(ctx.app, me).put('/api/deliveries', change);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ taxId: null, specialInstructions: null });

    await payInTest([request.id]);
    const paid = await as(ctx.app, me).put('/api/deliveries', change);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('SHIP_REQUEST_PAID');
  });
});
