import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InvoiceRow } from '../../modules/invoices';
import { as } from '../../testing/as';
import { buildCompanyCast, type CompanyCast } from '../../testing/build-company';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildPackage } from '../../testing/build-package';
import { type BuiltShipRequest, buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import type { TestUser } from '../../testing/build-user';

/**
 * Issue 15's company cases of the ship-request and payment calls (decision 053), one table:
 * each call on a SHIPPER's things, (a) by another company's users and an individual customer:
 * refused as the catalogue says and nothing changed, (b) by the SHIPPER ADMIN colleague: allowed
 * as the owner would be, the audit naming the colleague. Issue 11's own matrix (visitor, another
 * customer) stays in issue-11-authorisation.routes.test.ts.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let cast: CompanyCast;
let owner: TestUser;
let colleague: TestUser;
/** The owner's things: a paid request, two unpaid ones and a ready package. */
let paid: BuiltShipRequest;
let unpaid: BuiltShipRequest;
let toCancel: BuiltShipRequest;
let paidPayment: { paymentId: string; orderCode: string };
let readyPackageId = '';

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await buildCompanyCast(ctx.db);
  owner = cast.company.shipper;
  colleague = cast.company.admin;
  await ctx.db
    .insert(schema.accountCredits)
    .values({ userId: owner.user.id, amountMinor: 100_000, currency: 'USD', reason: 'test' });
  paid = await buildShipRequest(ctx.app, ctx.db, cast.company.shipper, {
    choices: { justCredit: true },
  });
  const payAnswer = await as(ctx.app, owner).post(
    '/api/payment/invoices',
    { shipRequestIds: [paid.id] },
    { headers: { 'idempotency-key': `owner-${randomUUID()}` } },
  );
  expect(payAnswer.statusCode, payAnswer.body).toBe(200);
  paidPayment = payAnswer.json();
  unpaid = await buildShipRequest(ctx.app, ctx.db, cast.company.shipper);
  toCancel = await buildShipRequest(ctx.app, ctx.db, cast.company.shipper);
  readyPackageId = (await buildPackage(ctx.db, { owner, status: 'ready_to_send' })).id;
});
afterAll(async () => ctx.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: object };
const key = () => ({ 'idempotency-key': `company-${randomUUID()}` });

/** The caller's first address, added by the builder when the book is empty. */
async function firstContactOf(caller: TestUser) {
  const book = (await as(ctx.app, caller).get('/api/user/contacts')).json() as { id: string }[];
  if (book[0]) {
    return book[0].id;
  }
  const added = await as(ctx.app, caller).post('/api/user/contacts', {
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
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().id as string;
}

/** Each call on the owner's things, the refusal an outsider gets, what a colleague gets. */
const cases: [string, () => Call, { refused: [number, string]; allowed: number }][] = [
  [
    'GET /shipping/requests/{id}',
    () => ({ method: 'GET', url: `/api/shipping/requests/${unpaid.id}` }),
    { refused: [403, 'RESOURCE_FORBIDDEN'], allowed: 200 },
  ],
  [
    'GET /shipping/delivery-status/{orderNumber}',
    () => ({ method: 'GET', url: `/api/shipping/delivery-status/${paid.orderNumber}` }),
    { refused: [403, 'RESOURCE_FORBIDDEN'], allowed: 200 },
  ],
  [
    'GET /Warehouses/shipment-charge-details/{packageId}',
    () => ({
      method: 'GET',
      url: `/api/Warehouses/shipment-charge-details/${unpaid.packageIds[0]}`,
    }),
    { refused: [403, 'PACKAGE_NOT_ASSOCIATED'], allowed: 200 },
  ],
  [
    'GET /shipping/packages/{packageId}/total-paid',
    () => ({ method: 'GET', url: `/api/shipping/packages/${paid.packageIds[0]}/total-paid` }),
    { refused: [403, 'PACKAGE_NOT_ASSOCIATED'], allowed: 200 },
  ],
  [
    'GET /shipping/options/country/{code}',
    () => ({ method: 'GET', url: `/api/shipping/options/country/KW?packageIDs=${readyPackageId}` }),
    { refused: [403, 'PACKAGE_NOT_ASSOCIATED'], allowed: 200 },
  ],
  [
    'POST /Shipping/warehouses/{code}/taxes',
    () => ({
      method: 'POST',
      url: '/api/Shipping/warehouses/KW/taxes',
      body: { packageIds: [readyPackageId] },
    }),
    { refused: [403, 'PACKAGE_NOT_ASSOCIATED'], allowed: 200 },
  ],
  [
    'POST /shipping/warehouses/{code}/shipping-discount',
    () => ({
      method: 'POST',
      url: '/api/shipping/warehouses/US-DE/shipping-discount',
      body: { packageIds: [readyPackageId], destinationCode: 'KW' },
    }),
    { refused: [403, 'PACKAGE_NOT_ASSOCIATED'], allowed: 200 },
  ],
  [
    'GET /Payment',
    () => ({ method: 'GET', url: `/api/Payment?orderCode=${paidPayment.orderCode}` }),
    { refused: [403, 'RESOURCE_FORBIDDEN'], allowed: 200 },
  ],
  [
    'POST /payment/{paymentId}/receipt',
    () => ({
      method: 'POST',
      url: `/api/payment/${paidPayment.paymentId}/receipt`,
      body: { emailTo: 'accounts@example.com' },
    }),
    { refused: [403, 'RESOURCE_FORBIDDEN'], allowed: 200 },
  ],
];

/** The owner's rows an outsider's call could change. */
async function ownersRows() {
  const [requests, packages, payments] = await Promise.all([
    ctx.db.select().from(schema.shipRequests).where(eq(schema.shipRequests.userId, owner.user.id)),
    ctx.db.select().from(schema.packages).where(eq(schema.packages.userId, owner.user.id)),
    ctx.db.select().from(schema.payments).where(eq(schema.payments.userId, owner.user.id)),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return { requests: byId(requests), packages: byId(packages), payments: byId(payments) };
}

function outsiders(): [string, TestUser][] {
  return [
    // The other company's SHIPPER ADMIN, its most trusted user; its SHIPPER is no wiser.
    ['another company’s SHIPPER ADMIN', cast.otherCompany.admin],
    ['an individual customer', cast.individual],
  ];
}

describe('(a) another company and an individual are refused, and nothing changes', () => {
  test.each(cases)('%s', async (_name, callOf, { refused }) => {
    const before = await ownersRows();
    for (const [who, outsider] of outsiders()) {
      const { method, url, body } = callOf();
      const response = await as(ctx.app, outsider).request(method, url, body);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(refused[0]);
      expect(response.json().error.code, who).toBe(refused[1]);
    }
    expect(await ownersRows()).toEqual(before);
  });

  test('acting on the owner’s requests and packages: create, change, pay, cancel', async () => {
    const before = await ownersRows();
    for (const [who, outsider] of outsiders()) {
      const contactId = await firstContactOf(outsider);
      const quotedTotal = { amount: unpaid.totalMinor / 100, currency: unpaid.currency };
      const actions: [Call & { headers?: Record<string, string> }, number, string][] = [
        [
          {
            method: 'POST',
            url: '/api/shipping',
            body: { packageIds: [readyPackageId], contactId, valuesConfirmed: true, quotedTotal },
          },
          403,
          'PACKAGE_NOT_ASSOCIATED',
        ],
        [
          {
            method: 'PUT',
            url: '/api/deliveries',
            body: { id: unpaid.id, contactId, options: [], justCredit: false, quotedTotal },
          },
          403,
          'RESOURCE_FORBIDDEN',
        ],
        [
          {
            method: 'POST',
            url: '/api/payment/invoices',
            body: { shipRequestIds: [unpaid.id] },
            headers: key(),
          },
          403,
          'RESOURCE_FORBIDDEN',
        ],
        [
          { method: 'POST', url: `/api/shipping/requests/${toCancel.id}/cancel` },
          403,
          'RESOURCE_FORBIDDEN',
        ],
      ];
      for (const [{ method, url, body, headers }, status, code] of actions) {
        const response = await as(ctx.app, outsider).request(method, url, body, {
          headers: headers ?? {},
        });
        expect(response.statusCode, `${who} ${method} ${url}: ${response.body}`).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
    }
    expect(await ownersRows()).toEqual(before);
  });

  test('their lists hold none of the owner’s things', async () => {
    const lists = [
      '/api/shipping/requests',
      '/api/payment/pendingpayment',
      '/api/warehouses/US-DE/shipments',
      '/api/shipping/shipments?stage=preparing',
      '/api/warehouses/byCountry/US/packages',
    ];
    const ownersIds = [unpaid.id, paid.id, toCancel.id, readyPackageId, ...unpaid.packageIds];
    for (const [who, outsider] of outsiders()) {
      for (const url of lists) {
        const response = await as(ctx.app, outsider).get(url);
        expect(response.statusCode, `${who} ${url}`).toBe(200);
        for (const id of ownersIds) {
          expect(response.body, `${who} ${url}`).not.toContain(id);
        }
      }
    }
  });
});

describe('(b) a colleague of the same company sees and acts as the owner could', () => {
  test.each(cases)('%s', async (_name, callOf, { allowed }) => {
    const { method, url, body } = callOf();
    const response = await as(ctx.app, colleague).request(method, url, body);
    expect(response.statusCode, response.body).toBe(allowed);
  });

  test('the lists show the owner’s requests, named for their owner', async () => {
    const requests = await as(ctx.app, colleague).get('/api/shipping/requests');
    const listed = (requests.json() as { id: string; ownerName?: string }[]).find(
      (row) => row.id === unpaid.id,
    );
    expect(listed?.ownerName).toBe('Sara Nasser');
    const cart = await as(ctx.app, colleague).get('/api/payment/pendingpayment');
    expect(cart.body).toContain(unpaid.id);
    const shipments = await as(ctx.app, colleague).get('/api/shipping/shipments?stage=preparing');
    const shipment = (shipments.json() as { orderNumber: string; ownerName?: string }[]).find(
      (row) => row.orderNumber === paid.orderNumber,
    );
    expect(shipment?.ownerName).toBe('Sara Nasser');
    const ownShipments = await as(ctx.app, owner).get('/api/shipping/shipments?stage=preparing');
    const ownShipment = (ownShipments.json() as { orderNumber: string; ownerName?: string }[]).find(
      (row) => row.orderNumber === paid.orderNumber,
    );
    expect(ownShipment).toBeDefined();
    expect(ownShipment?.ownerName).toBeUndefined();
    const own = await as(ctx.app, owner).get('/api/shipping/requests');
    const ownRow = (own.json() as { id: string; ownerName?: string }[]).find(
      (row) => row.id === unpaid.id,
    );
    expect(ownRow).toBeDefined();
    expect(ownRow?.ownerName).toBeUndefined();
  });

  test('ships the owner’s package, changes, pays and cancels the owner’s requests; the audit names the colleague', async () => {
    const contactId = await firstContactOf(colleague);
    const quote = await as(ctx.app, colleague).post(
      '/api/shipping/warehouses/US-DE/shipping-discount',
      { packageIds: [readyPackageId], destinationCode: 'KW' },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const created = await as(ctx.app, colleague).post('/api/shipping', {
      packageIds: [readyPackageId],
      contactId,
      valuesConfirmed: true,
      quotedTotal: quote.json().total,
    });
    expect(created.statusCode, created.body).toBe(201);
    const createdId = created.json().shipRequest.id as string;

    const quotedTotal = { amount: unpaid.totalMinor / 100, currency: unpaid.currency };
    const changed = await as(ctx.app, colleague).put('/api/deliveries', {
      id: unpaid.id,
      contactId,
      options: [],
      justCredit: false,
      quotedTotal,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const payment = await as(ctx.app, colleague).post(
      '/api/payment/invoices',
      { shipRequestIds: [unpaid.id] },
      { headers: key() },
    );
    expect(payment.statusCode, payment.body).toBe(200);

    const cancelled = await as(ctx.app, colleague).post(
      `/api/shipping/requests/${toCancel.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [request] = await ctx.db
      .select()
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, createdId));
    expect(request?.userId).toBe(colleague.user.id);
    const [opened] = await ctx.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, payment.json().paymentId));
    expect(opened?.userId).toBe(colleague.user.id);
    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorUserId, colleague.user.id),
          inArray(schema.auditLog.action, [
            'ship-request.create',
            'ship-request.change',
            'ship-request.cancel',
          ]),
        ),
      );
    expect(audit.map((row) => [row.action, row.targetUserId]).sort()).toEqual(
      [
        ['ship-request.cancel', owner.user.id],
        ['ship-request.change', owner.user.id],
        ['ship-request.create', colleague.user.id],
      ].sort(),
    );
    const createAudit = audit.find((row) => row.action === 'ship-request.create');
    expect(createAudit?.details).toMatchObject({ packageOwners: [owner.user.id] });
  });
});

describe('invoices: one business user’s invoice is the company’s (issue 15)', () => {
  /** An unpaid invoice of the SHIPPER ADMIN; the SHIPPER (`owner`) is the colleague here. */
  let invoice: InvoiceRow;
  beforeAll(async () => {
    invoice = await buildOneLineInvoice(ctx.db, {
      owner: colleague,
      amountMinor: 1_000,
      warehouse: 'US-DE',
    });
  });
  const reads = () => [`/api/Invoices/${invoice.id}/country`, `/api/invoices/${invoice.id}/pdf`];

  test('the cart names the invoice’s owner to the colleague, nobody to the owner or an individual', async () => {
    // Every builder's user is Sara Nasser: a name of their own proves whose name the cart gives.
    await ctx.db
      .update(schema.users)
      .set({ firstName: 'Ingrid', lastName: 'Solberg' })
      .where(eq(schema.users.id, colleague.user.id));
    type CartInvoice = { id: string; ownerName?: string };
    const seenByShipper = (await as(ctx.app, owner).get('/api/payment/pendingpayment')).json()
      .invoices as CartInvoice[];
    expect(seenByShipper.find((owed) => owed.id === invoice.id)?.ownerName).toBe('Ingrid Solberg');
    const seenByOwner = (await as(ctx.app, colleague).get('/api/payment/pendingpayment')).json()
      .invoices as CartInvoice[];
    const own = seenByOwner.find((owed) => owed.id === invoice.id);
    expect(own).toBeDefined();
    expect(own).not.toHaveProperty('ownerName');

    const individualsInvoice = await buildOneLineInvoice(ctx.db, {
      owner: cast.individual,
      amountMinor: 500,
      warehouse: 'US-DE',
    });
    const seenByIndividual = (
      await as(ctx.app, cast.individual).get('/api/payment/pendingpayment')
    ).json().invoices as CartInvoice[];
    expect(seenByIndividual.map((owed) => owed.id)).toEqual([individualsInvoice.id]);
    expect(seenByIndividual[0]).not.toHaveProperty('ownerName');
  });

  test('another company and an individual cannot open, download or pay it, nor see it in their cart', async () => {
    for (const [who, outsider] of outsiders()) {
      for (const url of reads()) {
        const response = await as(ctx.app, outsider).get(url);
        expect(response.statusCode, `${who} ${url}`).toBe(404);
        expect(response.json().error.code, `${who} ${url}`).toBe('INVOICE_NOT_FOUND');
      }
      const paid = await as(ctx.app, outsider).post(
        '/api/payment/invoices',
        { invoiceIds: [invoice.id], useCredit: true },
        { headers: key() },
      );
      expect(paid.statusCode, `${who}: ${paid.body}`).toBe(404);
      expect(paid.json().error.code).toBe('INVOICE_NOT_FOUND');
      const cart = await as(ctx.app, outsider).get('/api/payment/pendingpayment');
      expect(cart.body, who).not.toContain(invoice.id);
    }
    const [row] = await ctx.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.id, invoice.id));
    expect(row).toMatchObject({ paidMinor: 0, outstandingMinor: 1_000 });
  });

  test('a SHIPPER opens, downloads and pays a colleague’s invoice from the cart; the company page stays SHIPPER ADMIN only', async () => {
    const page = await as(ctx.app, owner).get(`/api/Invoices/${invoice.id}/country`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().number).toBe(invoice.number);
    const pdf = await as(ctx.app, owner).get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const cart = (await as(ctx.app, owner).get('/api/payment/pendingpayment')).json();
    expect(cart.invoices.map((owed: { id: string }) => owed.id)).toContain(invoice.id);
    expect((await as(ctx.app, owner).get('/api/Invoices/skec')).statusCode).toBe(403);

    // The SHIPPER's own account credit pays it at once (decision 053: the payer's credit).
    const paid = await as(ctx.app, owner).post(
      '/api/payment/invoices',
      { invoiceIds: [invoice.id], useCredit: true },
      { headers: key() },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.id, invoice.id));
    expect(row).toMatchObject({ outstandingMinor: 0, creditAppliedMinor: 1_000 });
    const [payment] = await ctx.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, paid.json().paymentId));
    expect(payment?.userId).toBe(owner.user.id);
  });
});
