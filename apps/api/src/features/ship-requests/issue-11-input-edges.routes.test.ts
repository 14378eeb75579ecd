import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@skyparcel/domain/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { type BuiltShipRequest, buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer, type TestUser } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

/**
 * Issue 11's calls at the edges of their input (decision 024, as app.fuzz.test.ts does at
 * random): NUL characters, 10 MB strings, huge and negative amounts, far dates, 10,000 ids and
 * malformed UUIDs each answer a 4xx with the catalogue's code and text (400, 413 or 422 for a
 * body; 403 or 404 for an id that names nothing of the caller's), never a 5xx.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let customer: TestCustomer;
let admin: TestUser;
let request: BuiltShipRequest;
let contactId: string;
let packageId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  customer = await buildCustomer(ctx.db);
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  request = await buildShipRequest(ctx.app, ctx.db, customer);
  packageId = (await buildPackage(ctx.db, { owner: customer, status: 'ready_to_send' })).id;
  const [contact] = (await as(ctx.app, customer).get('/api/user/contacts')).json() as {
    id: string;
  }[];
  contactId = contact?.id ?? '';
});
afterAll(async () => ctx.close());

const NUL = 'Omar\u0000Saleh';
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
const LONG = 'x'.repeat(100_000);
const MANY_IDS = Array.from({ length: 10_000 }, () => randomUUID());
const MALFORMED_IDS = ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', '-1'];
const HUGE_NUMBERS = [1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 100_000_001, -1, -0.001];
const FAR_DATES = [
  '9999-12-31T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Edge = {
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  caller?: 'customer' | 'admin';
  /** The one status this edge must answer, when the catalogue names it. */
  expect?: number;
};

const contact = () => ({
  firstName: 'Omar',
  lastName: 'Saleh',
  street: 'Block 3, Street 12',
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '5551 2345',
  addressType: 'work',
  shipperConsigneeAddressType: 'consignee',
});
const shipping = () => ({
  packageIds: [packageId],
  contactId,
  valuesConfirmed: true,
  quotedTotal: { amount: 10, currency: 'USD' },
});
const change = () => ({ id: request.id, contactId, quotedTotal: { amount: 10, currency: 'USD' } });
const payKey = () => ({ 'idempotency-key': `edge-${randomUUID()}` });
const rateCard = () => ({
  warehouseCode: 'US-DE',
  destinationCode: 'KW',
  currency: 'USD',
  steps: [{ kg: 0.5, amount: 20 }],
});

/** Each hostile input on the calls it can reach, named for the call and the input. */
const edges: Record<string, () => Edge> = {
  'POST /user/contacts with a NUL character': () => ({
    method: 'POST',
    url: '/api/user/contacts',
    body: { ...contact(), firstName: NUL },
  }),
  'POST /user/contacts with a 10 MB street': () => ({
    method: 'POST',
    url: '/api/user/contacts',
    body: { ...contact(), street: TEN_MB },
  }),
  'PUT /user/contacts/{id} with a 100 kB city': () => ({
    method: 'PUT',
    url: `/api/user/contacts/${contactId}`,
    body: { ...contact(), city: LONG },
  }),
  'GET /user/country/{code}/returncontacts with a 100 kB code': () => ({
    method: 'GET',
    url: `/api/user/country/${LONG}/returncontacts`,
  }),
  'PUT /user/credit-cards/{id} with a NUL label': () => ({
    method: 'PUT',
    url: `/api/user/credit-cards/${randomUUID()}`,
    body: { label: NUL },
  }),
  'GET /shipping/options with 10,000 package ids': () => ({
    method: 'GET',
    url: `/api/shipping/options?${MANY_IDS.slice(0, 2_000)
      .map((id) => `packageIDs=${id}`)
      .join('&')}`,
  }),
  'POST /Shipping/warehouses/{code}/taxes with 10,000 package ids': () => ({
    method: 'POST',
    url: '/api/Shipping/warehouses/KW/taxes',
    body: { packageIds: MANY_IDS },
  }),
  'POST /shipping/warehouses/{code}/shipping-discount with a NUL coupon': () => ({
    method: 'POST',
    url: '/api/shipping/warehouses/US-DE/shipping-discount',
    body: { packageIds: [packageId], destinationCode: 'KW', couponCode: NUL },
  }),
  'POST /shipping/country/{code}/consolidate-package-suggestions with 10,000 ids': () => ({
    method: 'POST',
    url: '/api/shipping/country/KW/consolidate-package-suggestions',
    body: { excludedPackageIds: MANY_IDS },
  }),
  'POST /shipping with 10,000 package ids': () => ({
    method: 'POST',
    url: '/api/shipping',
    body: { ...shipping(), packageIds: MANY_IDS },
  }),
  'POST /shipping with 10 MB special instructions': () => ({
    method: 'POST',
    url: '/api/shipping',
    body: { ...shipping(), specialInstructions: TEN_MB },
  }),
  'POST /Warehouses/shipments with a NUL tax ID': () => ({
    method: 'POST',
    url: '/api/Warehouses/shipments',
    body: { ...shipping(), taxId: NUL },
  }),
  'GET /shipping/requests with a NUL state': () => ({
    method: 'GET',
    url: '/api/shipping/requests?status=paid%00',
  }),
  'GET /shipping/recent-addresses with a 100 kB type': () => ({
    method: 'GET',
    url: `/api/shipping/recent-addresses?addresstype=${LONG}`,
  }),
  'GET /payment/pendingpayment with a 100 kB suite id': () => ({
    method: 'GET',
    url: `/api/payment/pendingpayment?suiteId=${LONG}`,
  }),
  'PUT /deliveries with a NUL instruction': () => ({
    method: 'PUT',
    url: '/api/deliveries',
    body: { ...change(), specialInstructions: NUL },
  }),
  'GET /warehouses/{id}/shipments with a NUL id': () => ({
    method: 'GET',
    url: '/api/warehouses/US%00DE/shipments',
  }),
  'GET /warehouses/byCountry/{code}/shipments with a 100 kB code': () => ({
    method: 'GET',
    url: `/api/warehouses/byCountry/${LONG}/shipments`,
  }),
  'POST /payment/invoices with 10,000 request ids': () => ({
    method: 'POST',
    url: '/api/payment/invoices',
    body: { shipRequestIds: MANY_IDS },
    headers: payKey(),
  }),
  'POST /payment/invoices with a 10 MB Idempotency-Key body': () => ({
    method: 'POST',
    url: '/api/payment/invoices',
    body: { shipRequestIds: [request.id], saveCard: TEN_MB },
    headers: payKey(),
  }),
  'POST /payment/invoices with a 100 kB Idempotency-Key': () => ({
    method: 'POST',
    url: '/api/payment/invoices',
    body: { shipRequestIds: [request.id] },
    headers: { 'idempotency-key': LONG },
  }),
  'GET /Payment with a NUL order code': () => ({
    method: 'GET',
    url: '/api/Payment?orderCode=PAY-%00',
  }),
  'POST /payment/{paymentId}/receipt with a NUL address': () => ({
    method: 'POST',
    url: `/api/payment/${randomUUID()}/receipt`,
    body: { emailTo: `a${NUL}@example.com` },
  }),
  'POST /payment/notifications with a 10 MB body': () => ({
    method: 'POST',
    url: '/api/payment/notifications',
    body: JSON.stringify({ reference: TEN_MB }),
    headers: { 'content-type': 'application/json', 'x-gateway-signature': 't=1,v1=00' },
  }),
  'POST /admin/prices/rate-cards with a 10 MB currency': () => ({
    method: 'POST',
    url: '/api/admin/prices/rate-cards',
    body: { ...rateCard(), currency: TEN_MB },
    caller: 'admin',
  }),
  'POST /admin/prices/rate-cards with 10,000 steps': () => ({
    method: 'POST',
    url: '/api/admin/prices/rate-cards',
    body: {
      ...rateCard(),
      steps: Array.from({ length: 10_000 }, (_, index) => ({ kg: (index + 1) / 2, amount: 1 })),
    },
    caller: 'admin',
  }),
  'POST /admin/prices/option-fees with a NUL option': () => ({
    method: 'POST',
    url: '/api/admin/prices/option-fees',
    body: { warehouseCode: 'US-DE', fees: [{ code: `FRG${NUL}`, amount: 1 }] },
    caller: 'admin',
  }),
  'POST /admin/prices/exchange-rates for month 9999-12': () => ({
    method: 'POST',
    url: '/api/admin/prices/exchange-rates',
    body: { month: '9999-12', perUsd: { GBP: 0.8 } },
    caller: 'admin',
  }),
};

// Each malformed id on every call that takes one in its path.
for (const id of MALFORMED_IDS) {
  const at = encodeURIComponent(id);
  Object.assign(edges, {
    [`GET /shipping/requests/{id} with id ${id}`]: () => ({
      method: 'GET',
      url: `/api/shipping/requests/${at}`,
    }),
    [`POST /shipping/requests/{id}/cancel with id ${id}`]: () => ({
      method: 'POST',
      url: `/api/shipping/requests/${at}/cancel`,
    }),
    [`DELETE /user/contacts/{id} with id ${id}`]: () => ({
      method: 'DELETE',
      url: `/api/user/contacts/${at}`,
    }),
    [`DELETE /user/credit-cards/{id} with id ${id}`]: () => ({
      method: 'DELETE',
      url: `/api/user/credit-cards/${at}`,
    }),
    [`GET /Warehouses/shipment-charge-details/{packageId} with id ${id}`]: () => ({
      method: 'GET',
      url: `/api/Warehouses/shipment-charge-details/${at}`,
    }),
    [`GET /shipping/packages/{packageId}/total-paid with id ${id}`]: () => ({
      method: 'GET',
      url: `/api/shipping/packages/${at}/total-paid`,
    }),
    [`POST /payment/{paymentId}/receipt with id ${id}`]: () => ({
      method: 'POST',
      url: `/api/payment/${at}/receipt`,
      body: { emailTo: 'sara@example.com' },
    }),
    [`GET /shipping/options/country/{code} with package id ${id}`]: () => ({
      method: 'GET',
      url: `/api/shipping/options/country/KW?packageIDs=${at}`,
    }),
    [`POST /payment/invoices with request id ${id}`]: () => ({
      method: 'POST',
      url: '/api/payment/invoices',
      body: { shipRequestIds: [id] },
      headers: payKey(),
    }),
    [`POST /payment/invoices with saved card id ${id}`]: () => ({
      method: 'POST',
      url: '/api/payment/invoices',
      body: { shipRequestIds: [request.id], savedCardId: id },
      headers: payKey(),
    }),
    [`PUT /deliveries with request id ${id}`]: () => ({
      method: 'PUT',
      url: '/api/deliveries',
      body: { ...change(), id },
    }),
  });
}

// Each huge or negative amount where the customer states a price, and each far date.
for (const amount of HUGE_NUMBERS) {
  Object.assign(edges, {
    [`POST /shipping with a quoted total of ${amount}`]: () => ({
      method: 'POST',
      url: '/api/shipping',
      body: { ...shipping(), quotedTotal: { amount, currency: 'USD' } },
    }),
    [`PUT /deliveries with a quoted total of ${amount}`]: () => ({
      method: 'PUT',
      url: '/api/deliveries',
      body: { ...change(), quotedTotal: { amount, currency: 'USD' } },
    }),
    [`POST /admin/prices/rate-cards with a step of ${amount}`]: () => ({
      method: 'POST',
      url: '/api/admin/prices/rate-cards',
      body: { ...rateCard(), steps: [{ kg: 0.5, amount }] },
      caller: 'admin',
    }),
  });
}
// A total below the currency's smallest unit is a price the customer did not see: 409.
Object.assign(edges, {
  'POST /shipping with a quoted total of 1e-9 (PRICE_CHANGED)': () => ({
    method: 'POST',
    url: '/api/shipping',
    body: { ...shipping(), quotedTotal: { amount: 1e-9, currency: 'USD' } },
    expect: 409,
  }),
});
for (const date of FAR_DATES) {
  Object.assign(edges, {
    [`POST /admin/prices/rate-cards from ${date}`]: () => ({
      method: 'POST',
      url: '/api/admin/prices/rate-cards',
      body: { ...rateCard(), effectiveFrom: date },
      caller: 'admin',
    }),
    [`POST /admin/prices/rate-cards/import from ${date}`]: () => ({
      method: 'POST',
      url: `/api/admin/prices/rate-cards/import?effectiveFrom=${encodeURIComponent(date)}`,
      body: 'warehouse,destination,currency,kg,amount\nUS-DE,KW,USD,0.5,20\n',
      headers: { 'content-type': 'text/csv' },
      caller: 'admin',
    }),
  });
}

/** A body refused for what it holds: 400, 413 (too large) or 422. */
const BODY_REFUSALS = [400, 413, 422];

describe('issue-11 calls at the edges of their input: a 4xx with the catalogue text, never a 5xx', () => {
  test.each(Object.keys(edges).map((name) => [name]))('%s', async (name) => {
    const edgeOf = edges[name];
    if (!edgeOf) {
      throw new Error(`no edge ${name}`);
    }
    const edge = edgeOf();
    const response = await as(ctx.app, edge.caller === 'admin' ? admin : customer).request(
      edge.method,
      edge.url,
      edge.body as string | object | undefined,
      { headers: edge.headers ?? {} },
    );
    expect(response.statusCode, response.body.slice(0, 500)).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
    const { error } = response.json() as { error: { code: string; message: string } };
    expect(ERROR_CODES).toContain(error.code);
    expect(error.message).toMatch(/\S/);
    expect(error.message).not.toContain('{{');
    if (edge.expect !== undefined) {
      expect(response.statusCode).toBe(edge.expect);
    } else if (edge.body !== undefined && !/ id |with id/.test(name)) {
      expect(BODY_REFUSALS).toContain(response.statusCode);
    }
  });
});
