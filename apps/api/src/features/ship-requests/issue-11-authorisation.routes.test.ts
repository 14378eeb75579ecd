import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildSavedCard } from '../../testing/build-saved-card';
import { type BuiltShipRequest, buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
} from '../../testing/build-user';

/**
 * Issue 11's authorisation matrix: every call the issue added, (a) as a visitor, (b) as another
 * customer holding the owner's ids (refused as the catalogue says, and nothing of the owner's
 * changed), (c) the operators' price calls as a customer and as STAFF. One test per case, named
 * for the call, so a hole names itself. POST /payment/notifications takes no session by design:
 * its signature is the caller's proof (payment-races.routes.test.ts). Runs on PostgreSQL too.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let owner: TestCustomer;
let intruder: TestCustomer;
let staff: TestUser;
/** The owner's things an intruder aims at. */
let unpaid: BuiltShipRequest;
let paid: BuiltShipRequest;
let paidPayment: { paymentId: string; orderCode: string };
let readyPackageId: string;
let contactId: string;
let cardId: string;
/** The intruder's own request and address, to pair with the owner's ids. */
let intruderRequest: BuiltShipRequest;
let intruderContactId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await buildCustomer(ctx.db);
  intruder = await buildCustomer(ctx.db);
  staff = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
  // A paid request: credit covers it, so it is paid at once without the gateway.
  await ctx.db
    .insert(schema.accountCredits)
    .values({ userId: owner.user.id, amountMinor: 100_000, currency: 'USD', reason: 'test' });
  paid = await buildShipRequest(ctx.app, ctx.db, owner, { choices: { justCredit: true } });
  const payAnswer = await as(ctx.app, owner).post(
    '/api/payment/invoices',
    { shipRequestIds: [paid.id] },
    { headers: { 'idempotency-key': `owner-${randomUUID()}` } },
  );
  expect(payAnswer.statusCode, payAnswer.body).toBe(200);
  paidPayment = payAnswer.json();
  unpaid = await buildShipRequest(ctx.app, ctx.db, owner);
  readyPackageId = (await buildPackage(ctx.db, { owner, status: 'ready_to_send' })).id;
  const [contact] = (await as(ctx.app, owner).get('/api/user/contacts')).json() as {
    id: string;
  }[];
  contactId = contact?.id ?? '';
  cardId = (await buildSavedCard(ctx.db, { owner })).id;
  intruderRequest = await buildShipRequest(ctx.app, ctx.db, intruder);
  const [intruderContact] = (await as(ctx.app, intruder).get('/api/user/contacts')).json() as {
    id: string;
  }[];
  intruderContactId = intruderContact?.id ?? '';
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; body?: object; headers?: Record<string, string> };

const FORBIDDEN = 'Request refers to resources which the user does not have access to';
const CARD_OR_CONTACT_FORBIDDEN =
  'User does not have permission to update or delete a credit card or contact';
const NOT_ASSOCIATED = 'Package with id is not associated with this user.';
const quotedTotal = { amount: 1, currency: 'USD' };
const key = () => ({ 'idempotency-key': `intruder-${randomUUID()}` });

/** Every call issue 11 added, with ids that exist (a visitor must be refused before any check). */
const issue11Calls: [string, () => Call][] = [
  ['GET /state', () => ({ method: 'GET', url: '/api/state' })],
  ['GET /user/contacts', () => ({ method: 'GET', url: '/api/user/contacts' })],
  ['POST /user/contacts', () => ({ method: 'POST', url: '/api/user/contacts', body: {} })],
  [
    'PUT /user/contacts/{id}',
    () => ({ method: 'PUT', url: `/api/user/contacts/${contactId}`, body: {} }),
  ],
  [
    'DELETE /user/contacts/{id}',
    () => ({ method: 'DELETE', url: `/api/user/contacts/${contactId}` }),
  ],
  [
    'GET /user/country/{code}/returncontacts',
    () => ({ method: 'GET', url: '/api/user/country/US/returncontacts' }),
  ],
  ['GET /user/credit-cards', () => ({ method: 'GET', url: '/api/user/credit-cards' })],
  [
    'PUT /user/credit-cards/{id}',
    () => ({ method: 'PUT', url: `/api/user/credit-cards/${cardId}`, body: {} }),
  ],
  [
    'DELETE /user/credit-cards/{id}',
    () => ({ method: 'DELETE', url: `/api/user/credit-cards/${cardId}` }),
  ],
  ['GET /shipping/options', () => ({ method: 'GET', url: '/api/shipping/options' })],
  [
    'GET /shipping/options/country/{code}',
    () => ({ method: 'GET', url: `/api/shipping/options/country/KW?packageIDs=${readyPackageId}` }),
  ],
  [
    'POST /Shipping/warehouses/{code}/taxes',
    () => ({ method: 'POST', url: '/api/Shipping/warehouses/KW/taxes', body: {} }),
  ],
  [
    'POST /shipping/warehouses/{code}/shipping-discount',
    () => ({ method: 'POST', url: '/api/shipping/warehouses/US-DE/shipping-discount', body: {} }),
  ],
  [
    'POST /shipping/country/{code}/consolidate-package-suggestions',
    () => ({
      method: 'POST',
      url: '/api/shipping/country/KW/consolidate-package-suggestions',
      body: {},
    }),
  ],
  ['POST /shipping', () => ({ method: 'POST', url: '/api/shipping', body: {} })],
  [
    'POST /Warehouses/shipments',
    () => ({ method: 'POST', url: '/api/Warehouses/shipments', body: {} }),
  ],
  ['GET /shipping/requests', () => ({ method: 'GET', url: '/api/shipping/requests' })],
  [
    'GET /shipping/requests/{id}',
    () => ({ method: 'GET', url: `/api/shipping/requests/${unpaid.id}` }),
  ],
  [
    'POST /shipping/requests/{id}/cancel',
    () => ({ method: 'POST', url: `/api/shipping/requests/${unpaid.id}/cancel` }),
  ],
  [
    'GET /shipping/recent-addresses',
    () => ({ method: 'GET', url: '/api/shipping/recent-addresses' }),
  ],
  ['GET /payment/pendingpayment', () => ({ method: 'GET', url: '/api/payment/pendingpayment' })],
  ['PUT /deliveries', () => ({ method: 'PUT', url: '/api/deliveries', body: {} })],
  [
    'GET /warehouses/{id}/shipments',
    () => ({ method: 'GET', url: '/api/warehouses/US-DE/shipments' }),
  ],
  [
    'GET /warehouses/byCountry/{code}/shipments',
    () => ({ method: 'GET', url: '/api/warehouses/byCountry/US/shipments' }),
  ],
  [
    'GET /Warehouses/shipment-charge-details/{packageId}',
    () => ({
      method: 'GET',
      url: `/api/Warehouses/shipment-charge-details/${unpaid.packageIds[0]}`,
    }),
  ],
  [
    'GET /shipping/packages/{packageId}/total-paid',
    () => ({ method: 'GET', url: `/api/shipping/packages/${paid.packageIds[0]}/total-paid` }),
  ],
  [
    'POST /payment/invoices',
    () => ({ method: 'POST', url: '/api/payment/invoices', body: {}, headers: key() }),
  ],
  [
    'GET /Payment',
    () => ({ method: 'GET', url: `/api/Payment?orderCode=${paidPayment.orderCode}` }),
  ],
  [
    'POST /payment/{paymentId}/receipt',
    () => ({ method: 'POST', url: `/api/payment/${paidPayment.paymentId}/receipt`, body: {} }),
  ],
];

/** The operators' price calls (decision 040): ADMIN only. */
const adminCalls: [string, Call][] = [
  ['GET /admin/prices', { method: 'GET', url: '/api/admin/prices' }],
  [
    'POST /admin/prices/rate-cards',
    { method: 'POST', url: '/api/admin/prices/rate-cards', body: {} },
  ],
  [
    'POST /admin/prices/rate-cards/import',
    { method: 'POST', url: '/api/admin/prices/rate-cards/import', body: {} },
  ],
  ['GET /admin/prices/rate-cards.csv', { method: 'GET', url: '/api/admin/prices/rate-cards.csv' }],
  [
    'POST /admin/prices/option-fees',
    { method: 'POST', url: '/api/admin/prices/option-fees', body: {} },
  ],
  [
    'POST /admin/prices/warehouse-terms',
    { method: 'POST', url: '/api/admin/prices/warehouse-terms', body: {} },
  ],
  [
    'POST /admin/prices/customs-rules',
    { method: 'POST', url: '/api/admin/prices/customs-rules', body: {} },
  ],
  [
    'POST /admin/prices/exchange-rates',
    { method: 'POST', url: '/api/admin/prices/exchange-rates', body: {} },
  ],
];

function call(caller: TestUser | null, { method, url, body, headers }: Call) {
  return as(ctx.app, caller).request(method, url, body, { headers: headers ?? {} });
}

/** A snapshot of everything of the owner's an intruder's call could change. */
async function ownersRows() {
  const [requests, packages, contacts, cards, payments, credits, mails] = await Promise.all([
    ctx.db.select().from(schema.shipRequests).where(eq(schema.shipRequests.userId, owner.user.id)),
    ctx.db.select().from(schema.packages).where(eq(schema.packages.userId, owner.user.id)),
    ctx.db.select().from(schema.contacts).where(eq(schema.contacts.userId, owner.user.id)),
    ctx.db.select().from(schema.savedCards).where(eq(schema.savedCards.userId, owner.user.id)),
    ctx.db.select().from(schema.payments).where(eq(schema.payments.userId, owner.user.id)),
    ctx.db
      .select()
      .from(schema.accountCredits)
      .where(eq(schema.accountCredits.userId, owner.user.id)),
    ctx.db
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .where(like(schema.mailOutbox.subject, `%${paidPayment.orderCode}%`)),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    requests: byId(requests),
    packages: byId(packages),
    contacts: byId(contacts),
    cards: byId(cards),
    payments: byId(payments),
    credits: byId(credits),
    mails: mails.length,
  };
}

describe('(a) a visitor gets 401 on every issue-11 call', () => {
  test.each(issue11Calls)('%s', async (_name, callOf) => {
    const response = await call(null, callOf());
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });
});

type IntruderCase = {
  call: () => Call;
  status: number;
  message?: string;
};

/**
 * Another customer with the owner's ids: each refused with its catalogue text (403, or 404 where
 * the catalogue says the thing is not theirs to know of); a list answers only the intruder's own.
 */
const intruderCases: Record<string, IntruderCase> = {
  'PUT /user/contacts/{id}': {
    call: () => ({
      method: 'PUT',
      url: `/api/user/contacts/${contactId}`,
      body: {
        firstName: 'Mallory',
        lastName: 'Evil',
        street: 'Block 1',
        city: 'Salmiya',
        stateOrProvince: 'Hawalli',
        countryCode: 'KW',
        phoneCountryCode: '+965',
        phoneNumber: '5551 2346',
        addressType: 'work',
        shipperConsigneeAddressType: 'consignee',
      },
    }),
    status: 403,
    message: CARD_OR_CONTACT_FORBIDDEN,
  },
  'DELETE /user/contacts/{id}': {
    call: () => ({ method: 'DELETE', url: `/api/user/contacts/${contactId}` }),
    status: 403,
    message: CARD_OR_CONTACT_FORBIDDEN,
  },
  'PUT /user/credit-cards/{id}': {
    call: () => ({
      method: 'PUT',
      url: `/api/user/credit-cards/${cardId}`,
      body: { label: 'mine now', isDefault: true },
    }),
    status: 403,
    message: CARD_OR_CONTACT_FORBIDDEN,
  },
  'DELETE /user/credit-cards/{id}': {
    call: () => ({ method: 'DELETE', url: `/api/user/credit-cards/${cardId}` }),
    status: 403,
    message: CARD_OR_CONTACT_FORBIDDEN,
  },
  'GET /shipping/options/country/{code}': {
    call: () => ({
      method: 'GET',
      url: `/api/shipping/options/country/KW?packageIDs=${readyPackageId}`,
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'POST /Shipping/warehouses/{code}/taxes': {
    call: () => ({
      method: 'POST',
      url: '/api/Shipping/warehouses/KW/taxes',
      body: { packageIds: [readyPackageId] },
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'POST /shipping/warehouses/{code}/shipping-discount': {
    call: () => ({
      method: 'POST',
      url: '/api/shipping/warehouses/US-DE/shipping-discount',
      body: { packageIds: [readyPackageId], destinationCode: 'KW' },
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'POST /shipping (their packages)': {
    call: () => ({
      method: 'POST',
      url: '/api/shipping',
      body: {
        packageIds: [readyPackageId],
        contactId: intruderContactId,
        valuesConfirmed: true,
        quotedTotal,
      },
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'POST /Warehouses/shipments (their packages)': {
    call: () => ({
      method: 'POST',
      url: '/api/Warehouses/shipments',
      body: {
        packageIds: [readyPackageId],
        contactId: intruderContactId,
        valuesConfirmed: true,
        quotedTotal,
      },
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'POST /shipping (their address)': {
    call: () => ({
      method: 'POST',
      url: '/api/shipping',
      body: {
        packageIds: [readyPackageId],
        contactId,
        valuesConfirmed: true,
        quotedTotal,
      },
    }),
    status: 403,
  },
  'GET /shipping/requests/{id}': {
    call: () => ({ method: 'GET', url: `/api/shipping/requests/${unpaid.id}` }),
    status: 403,
    message: FORBIDDEN,
  },
  'POST /shipping/requests/{id}/cancel': {
    call: () => ({ method: 'POST', url: `/api/shipping/requests/${unpaid.id}/cancel` }),
    status: 403,
    message: FORBIDDEN,
  },
  'GET /payment/pendingpayment (their suite)': {
    call: () => ({
      method: 'GET',
      url: `/api/payment/pendingpayment?suiteId=${owner.suiteNumber}`,
    }),
    status: 403,
    message: FORBIDDEN,
  },
  'PUT /deliveries (their request)': {
    call: () => ({
      method: 'PUT',
      url: '/api/deliveries',
      body: {
        id: unpaid.id,
        contactId: intruderContactId,
        options: [],
        justCredit: false,
        quotedTotal,
      },
    }),
    status: 403,
    message: FORBIDDEN,
  },
  'PUT /deliveries (their address on my request)': {
    call: () => ({
      method: 'PUT',
      url: '/api/deliveries',
      body: { id: intruderRequest.id, contactId, options: [], justCredit: false, quotedTotal },
    }),
    status: 403,
    message: CARD_OR_CONTACT_FORBIDDEN,
  },
  'GET /Warehouses/shipment-charge-details/{packageId}': {
    call: () => ({
      method: 'GET',
      url: `/api/Warehouses/shipment-charge-details/${unpaid.packageIds[0]}`,
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'GET /shipping/packages/{packageId}/total-paid': {
    call: () => ({
      method: 'GET',
      url: `/api/shipping/packages/${paid.packageIds[0]}/total-paid`,
    }),
    status: 403,
    message: NOT_ASSOCIATED,
  },
  'POST /payment/invoices (their request)': {
    call: () => ({
      method: 'POST',
      url: '/api/payment/invoices',
      body: { shipRequestIds: [unpaid.id] },
      headers: key(),
    }),
    status: 403,
    message: FORBIDDEN,
  },
  'POST /payment/invoices (my request, their saved card)': {
    call: () => ({
      method: 'POST',
      url: '/api/payment/invoices',
      body: { shipRequestIds: [intruderRequest.id], savedCardId: cardId },
      headers: key(),
    }),
    status: 403,
    message: CARD_OR_CONTACT_FORBIDDEN,
  },
  'GET /Payment (their order code)': {
    call: () => ({ method: 'GET', url: `/api/Payment?orderCode=${paidPayment.orderCode}` }),
    status: 403,
    message: FORBIDDEN,
  },
  'POST /payment/{paymentId}/receipt (their payment)': {
    call: () => ({
      method: 'POST',
      url: `/api/payment/${paidPayment.paymentId}/receipt`,
      body: { emailTo: 'mallory@example.com' },
    }),
    status: 403,
    message: FORBIDDEN,
  },
};

describe('(b) another customer with the owner’s ids is refused, and nothing of the owner’s changes', () => {
  test.each(Object.keys(intruderCases).map((name) => [name]))('%s', async (name) => {
    const found = intruderCases[name];
    if (!found) {
      throw new Error(`no case ${name}`);
    }
    const before = await ownersRows();
    const response = await call(intruder, found.call());
    expect(response.statusCode, response.body).toBe(found.status);
    if (found.message) {
      expect(response.json().error.message).toBe(found.message);
    }
    expect(await ownersRows()).toEqual(before);
  });
});

/** The lists answer only the caller's own: none of the owner's ids shows through. */
const intruderLists: [string, string][] = [
  ['GET /state', '/api/state'],
  ['GET /user/contacts', '/api/user/contacts'],
  ['GET /user/credit-cards', '/api/user/credit-cards'],
  ['GET /shipping/requests', '/api/shipping/requests'],
  ['GET /shipping/recent-addresses', '/api/shipping/recent-addresses'],
  ['GET /payment/pendingpayment', '/api/payment/pendingpayment'],
  ['GET /warehouses/{id}/shipments', '/api/warehouses/US-DE/shipments'],
  ['GET /warehouses/byCountry/{code}/shipments', '/api/warehouses/byCountry/US/shipments'],
];

describe('(b) another customer’s lists hold none of the owner’s things', () => {
  test.each(intruderLists)('%s', async (_name, url) => {
    const response = await as(ctx.app, intruder).get(url);
    expect(response.statusCode, response.body).toBe(200);
    for (const id of [unpaid.id, paid.id, contactId, cardId, paidPayment.paymentId]) {
      expect(response.body).not.toContain(id);
    }
    for (const id of [...unpaid.packageIds, ...paid.packageIds, readyPackageId]) {
      expect(response.body).not.toContain(id);
    }
  });

  test('POST /shipping/country/{code}/consolidate-package-suggestions offers none of theirs', async () => {
    const response = await as(ctx.app, intruder).post(
      '/api/shipping/country/KW/consolidate-package-suggestions',
      { excludedPackageIds: [readyPackageId] },
    );
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain(readyPackageId);
  });

  test('the owner’s requests are where the owner left them', async () => {
    const rows = await ctx.db
      .select({ id: schema.shipRequests.id, status: schema.shipRequests.status })
      .from(schema.shipRequests)
      .where(inArray(schema.shipRequests.id, [unpaid.id, paid.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [unpaid.id]: 'awaiting_payment',
      [paid.id]: 'paid',
    });
  });
});

describe('(c) the operators’ price calls refuse a customer and STAFF (403)', () => {
  const cases = adminCalls.flatMap(([name]) => [
    [`${name} as a customer`, name, 'customer'],
    [`${name} as STAFF`, name, 'staff'],
  ]);
  test.each(cases)('%s', async (_title, name, who) => {
    const found = adminCalls.find(([each]) => each === name);
    if (!found) {
      throw new Error(`no call ${name}`);
    }
    const response = await call(who === 'staff' ? staff : owner, found[1]);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
