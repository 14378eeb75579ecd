import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser, warehouseIdOf } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
type Company = { id: string; admin: TestUser; shipper: TestUser; ids: Record<string, string> };
let acme: Company;
let globex: Company;

async function buildCompany(name: string): Promise<Company> {
  const [company] = await ctx.db
    .insert(schema.companies)
    .values({ name, customerId: `SKEC${randomUUID().slice(0, 6)}` })
    .returning();
  if (!company) {
    throw new Error('company not created');
  }
  const admin = await buildUser(ctx.db, { role: 'SHIPPER ADMIN', companyId: company.id });
  const shipper = await buildUser(ctx.db, { role: 'SHIPPER', companyId: company.id });
  return { id: company.id, admin, shipper, ids: {} };
}

const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

beforeAll(async () => {
  ctx = await buildTestApp();
  acme = await buildCompany('Acme Trading');
  globex = await buildCompany('Globex');
  acme.ids.paidLondon = (
    await buildOneLineInvoice(ctx.db, {
      owner: acme.shipper,
      isPaidByCard: true,
      amountMinor: 5_000,
      warehouse: 'GB-LON',
      issuedAt: new Date('2026-01-05T10:00:00Z'),
    })
  ).id;
  acme.ids.owedDelaware = (
    await buildOneLineInvoice(ctx.db, {
      owner: acme.admin,
      kind: 'service',
      amountMinor: 2_500,
      warehouse: 'US-DE',
      issuedAt: new Date('2026-02-05T10:00:00Z'),
      dueAt: new Date('2099-01-01T00:00:00Z'),
    })
  ).id;
  globex.ids.owed = (
    await buildOneLineInvoice(ctx.db, {
      owner: globex.shipper,
      issuedAt: new Date('2026-02-06T10:00:00Z'),
    })
  ).id;
});
afterAll(async () => ctx.close());

test('every call refuses visitors (401) and every role but SHIPPER ADMIN (403)', async () => {
  const others = await Promise.all([
    buildCustomer(ctx.db),
    buildUser(ctx.db, { role: 'STAFF' }),
    buildUser(ctx.db, { role: 'ADMIN' }),
  ]);
  for (const url of ['/api/invoices', '/api/Invoices/skec', '/api/Invoices/skec.csv']) {
    expect((await as(ctx.app, null).get(url)).statusCode, url).toBe(401);
    for (const caller of [...others, acme.shipper]) {
      expect((await as(ctx.app, caller).get(url)).statusCode, url).toBe(403);
    }
  }
  // A SHIPPER ADMIN with no company has no company invoices to read.
  const loner = await buildUser(ctx.db, { role: 'SHIPPER ADMIN' });
  expect((await as(ctx.app, loner).get('/api/invoices')).statusCode).toBe(403);
});

test('a SHIPPER ADMIN sees only their own company’s invoices, with outstanding and paid totals', async () => {
  const acmePage = (await as(ctx.app, acme.admin).get('/api/invoices')).json();
  expect(idsOf(acmePage)).toEqual([acme.ids.owedDelaware, acme.ids.paidLondon]);
  expect(acmePage.totals).toEqual([
    { currency: 'USD', billedMinor: 7_500, paidMinor: 5_000, outstandingMinor: 2_500 },
  ]);
  expect(acmePage.items[1]).toMatchObject({ paymentStatus: 'paid', origin: 'GB' });
  expect(acmePage.items[0]).toMatchObject({ kind: 'service', paymentStatus: 'unpaid' });
  const globexPage = (await as(ctx.app, globex.admin).get('/api/Invoices/skec')).json();
  expect(idsOf(globexPage)).toEqual([globex.ids.owed]);
  // Another company's invoice number finds nothing.
  const [acmeInvoice] = acmePage.items;
  const probe = await as(ctx.app, globex.admin).get(
    `/api/Invoices/skec?invoiceOrderId=${acmeInvoice.number}`,
  );
  expect(probe.json()).toMatchObject({ items: [], total: 0, totals: [] });
});

test('GET /invoices filters by warehouse, DateFrom and keyword; GET /Invoices/skec by the spec filter', async () => {
  const delaware = await warehouseIdOf(ctx.db, 'US-DE');
  const cases: [string, (string | undefined)[]][] = [
    [`/api/invoices?warehouseId=${delaware}`, [acme.ids.owedDelaware]],
    ['/api/invoices?DateFrom=2026-02-01', [acme.ids.owedDelaware]],
    ['/api/invoices?DateFrom=2026-01-01&page=2', []],
    ['/api/Invoices/skec?paymentStatus=paid', [acme.ids.paidLondon]],
    ['/api/Invoices/skec?invoiceType=service', [acme.ids.owedDelaware]],
    ['/api/Invoices/skec?origin=GB', [acme.ids.paidLondon]],
    ['/api/Invoices/skec?dateTo=2026-01-31', [acme.ids.paidLondon]],
  ];
  for (const [url, expected] of cases) {
    const response = await as(ctx.app, acme.admin).get(url);
    expect(response.statusCode, url).toBe(200);
    expect(idsOf(response.json()), url).toEqual(expected);
  }
  const page = (await as(ctx.app, acme.admin).get('/api/invoices')).json();
  const number: string = page.items[0].number;
  const byKeyword = await as(ctx.app, acme.admin).get(
    `/api/invoices?keyword=${number.slice(1).toLowerCase()}`,
  );
  expect(idsOf(byKeyword.json())).toEqual([acme.ids.owedDelaware]);
  const bad = await as(ctx.app, acme.admin).get('/api/invoices?DateFrom=01/02/2026&warehouseId=x');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toMatchObject({
    DateFrom: 'validation.date',
    warehouseId: 'validation.invalid',
  });
});

test('the CSV holds every invoice of the filter (not one page), amounts in major units', async () => {
  const response = await as(ctx.app, acme.admin).get('/api/Invoices/skec.csv?pageSize=1');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const records: Record<string, string>[] = parse(response.body, { columns: true });
  expect(records).toHaveLength(2);
  expect(records[1]).toMatchObject({
    type: 'manual',
    issued_on: '2026-01-05',
    currency: 'USD',
    billed: '50.00',
    paid: '50.00',
    outstanding: '0.00',
    origin: 'GB',
    payment_status: 'paid',
    email: acme.shipper.user.email,
  });
  const filtered = await as(ctx.app, acme.admin).get('/api/Invoices/skec.csv?paymentStatus=unpaid');
  const unpaid: Record<string, string>[] = parse(filtered.body, { columns: true });
  expect(unpaid.map((row) => row.outstanding)).toEqual(['25.00']);
  // Globex's CSV never holds Acme's invoices.
  const globexCsv = await as(ctx.app, globex.admin).get('/api/Invoices/skec.csv');
  expect(parse(globexCsv.body, { columns: true })).toHaveLength(1);
});
