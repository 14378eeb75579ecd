import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { EDI_BOOKING_COLUMNS, EDI_BOOKING_EXAMPLE } from '@skyparcel/domain/edi-booking';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newSuiteNumber } from '../../modules/users';
import { as } from '../../testing/as';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
  warehouseIdOf,
} from '../../testing/build-user';
import { multipartBody } from '../../testing/multipart';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
type Company = { id: string; admin: TestUser; shipper: TestCustomer };
let acme: Company;
let globex: Company;
let customer: TestCustomer;

const REPORTS = [
  'shipments-per-week',
  'lanes',
  'delivery-performance',
  'duties-and-vat',
  'outstanding-invoices',
  'bookings-per-upload',
] as const;
const Q1 = 'dateFrom=2026-01-01&dateTo=2026-03-31';
const at = (iso: string) => new Date(`${iso}Z`);

async function buildCompany(name: string): Promise<Company> {
  const [company] = await ctx.db
    .insert(schema.companies)
    .values({ name, customerId: `SKEC${randomUUID().slice(0, 6)}` })
    .returning();
  if (!company) {
    throw new Error('company not created');
  }
  const admin = await buildUser(ctx.db, { role: 'SHIPPER ADMIN', companyId: company.id });
  // A shipper with a suite, so they can pay a ship request the customer's way.
  const suiteNumber = await newSuiteNumber(ctx.db);
  const shipper = await buildUser(ctx.db, { role: 'SHIPPER', companyId: company.id, suiteNumber });
  // Kuwait clears parcels against a verified identity (decision 047), as a customer's has.
  await ctx.db.insert(schema.userIdentities).values({
    userId: shipper.user.id,
    documentType: 'passport',
    issuingCountryCode: 'KW',
    number: 'K7654321',
    status: 'verified',
    reviewedAt: new Date(),
  });
  return { id: company.id, admin, shipper: { ...shipper, suiteNumber } };
}

type ShipmentInput = {
  owner: TestUser;
  warehouse: string;
  destination: string;
  paidAt: string | null;
  packedAt?: string;
  departedAt?: string;
  deliveredAt?: string;
  finalWeightGrams?: number;
  /** The tracked shipment's weight as paid (no boxes yet). */
  paidWeightGrams?: number;
};

/**
 * A ship request row at a chosen moment of its life (the report's rules are about dates, which
 * the real path stamps with today); the real path is tested in 'the same numbers' below.
 */
async function insertShipment(input: ShipmentInput): Promise<string> {
  const status = input.deliveredAt
    ? 'delivered'
    : input.departedAt
      ? 'departed'
      : input.paidAt
        ? 'paid'
        : 'awaiting_payment';
  const [row] = await ctx.db
    .insert(schema.shipRequests)
    .values({
      userId: input.owner.user.id,
      warehouseId: await warehouseIdOf(ctx.db, input.warehouse),
      destinationCountryCode: input.destination,
      shipTo: {
        consigneeName: 'Omar Saleh',
        street: 'Block 3',
        street2: null,
        city: 'Salmiya',
        stateOrProvince: 'Hawalli',
        zip: null,
        countryCode: input.destination,
        phoneCountryCode: '+965',
        phoneNumber: '55512345',
        addressType: 'work',
      },
      status,
      options: [],
      quoteLines: [],
      totalMinor: 10_000,
      currency: 'USD',
      quotedAt: at(`${input.paidAt ?? '2026-01-06T08:00:00'}`),
      quoteExpiresAt: at(`${input.paidAt ?? '2026-01-06T08:00:00'}`),
      paidAt: input.paidAt ? at(input.paidAt) : null,
      packedAt: input.packedAt ? at(input.packedAt) : null,
      departedAt: input.departedAt ? at(input.departedAt) : null,
      deliveredAt: input.deliveredAt ? at(input.deliveredAt) : null,
      finalWeightGrams: input.finalWeightGrams ?? null,
    })
    .returning({ id: schema.shipRequests.id, number: schema.shipRequests.number });
  if (!row) {
    throw new Error('ship request not created');
  }
  if (input.paidWeightGrams !== undefined) {
    await ctx.db.insert(schema.trackedShipments).values({
      orderNumber: `XWF${row.number}`,
      shipRequestId: row.id,
      origin: input.warehouse,
      destination: input.destination,
      weightGrams: input.paidWeightGrams,
    });
  }
  return row.id;
}

/** An EDI upload row of the company and a booking per ship request (H3's tables, decision 054). */
async function insertUpload(
  company: Company,
  input: {
    serialAt: string;
    status: 'success' | 'failed';
    rows: number;
    shipRequestIds?: string[];
  },
) {
  const [upload] = await ctx.db
    .insert(schema.ediUploads)
    .values({
      companyId: company.id,
      uploadedBy: company.shipper.user.id,
      originalFileName: `bookings-${input.status}.csv`,
      format: 'csv',
      status: input.status,
      phase: 'done',
      rowCount: input.rows,
      rowsChecked: input.rows,
      idempotencyKey: randomUUID(),
      createdAt: at(input.serialAt),
      finishedAt: at(input.serialAt),
    })
    .returning({ id: schema.ediUploads.id });
  if (!upload) {
    throw new Error('upload not created');
  }
  for (const [index, shipRequestId] of (input.shipRequestIds ?? []).entries()) {
    await ctx.db.insert(schema.ediBookings).values({
      uploadId: upload.id,
      rowNumber: index + 2,
      shipRequestId,
      shipperName: 'Acme Trading',
      description: 'Phone cases',
      hsCode: '392690',
      productTypeCode: 'electronics',
      declaredValueMinor: 10_000,
      declaredCurrency: 'USD',
      originAirportCode: 'JFK',
      destinationAirportCode: 'KWI',
    });
  }
}

let acmeKuwaitRequest: string;
let acmeGulfRequest: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  [acme, globex, customer] = await Promise.all([
    buildCompany('Acme Trading'),
    buildCompany('Globex'),
    buildCustomer(ctx.db),
  ]);
  // Acme: two US -> KW shipments in the week of 5 January (one on time, one late), one GB -> AE
  // in February delivered 4 days after packing (no departure scan), one request never paid.
  acmeKuwaitRequest = await insertShipment({
    owner: acme.shipper,
    warehouse: 'US-DE',
    destination: 'KW',
    paidAt: '2026-01-05T09:00:00',
    departedAt: '2026-01-07T09:00:00',
    deliveredAt: '2026-01-12T09:00:00',
    finalWeightGrams: 2_000,
  });
  await insertShipment({
    owner: acme.admin,
    warehouse: 'US-DE',
    destination: 'KW',
    paidAt: '2026-01-07T10:00:00',
    departedAt: '2026-01-08T10:00:00',
    deliveredAt: '2026-01-20T10:00:00',
    finalWeightGrams: 3_000,
  });
  acmeGulfRequest = await insertShipment({
    owner: acme.shipper,
    warehouse: 'GB-LON',
    destination: 'AE',
    paidAt: '2026-02-10T12:00:00',
    packedAt: '2026-02-11T12:00:00',
    deliveredAt: '2026-02-15T12:00:00',
    paidWeightGrams: 1_500,
  });
  await insertShipment({
    owner: acme.shipper,
    warehouse: 'US-DE',
    destination: 'KW',
    paidAt: null,
  });
  // Others' shipments in the same weeks never reach Acme's reports.
  await insertShipment({
    owner: globex.shipper,
    warehouse: 'US-DE',
    destination: 'KW',
    paidAt: '2026-01-06T09:00:00',
    finalWeightGrams: 9_000,
  });
  await insertShipment({
    owner: customer,
    warehouse: 'US-DE',
    destination: 'KW',
    paidAt: '2026-01-06T09:00:00',
  });
  // Acme's EDI uploads: a failed one in January, one in February that booked both lanes.
  await insertUpload(acme, { serialAt: '2026-01-20T08:00:00', status: 'failed', rows: 3 });
  await insertUpload(acme, {
    serialAt: '2026-02-09T08:00:00',
    status: 'success',
    rows: 2,
    shipRequestIds: [acmeKuwaitRequest, acmeGulfRequest],
  });
  await insertUpload(globex, { serialAt: '2026-01-21T08:00:00', status: 'failed', rows: 1 });
  // Acme's invoices: the US -> KW shipping invoice paid by card with duty and VAT, an owed one
  // overdue by 40 days on the same lane, an owed one not yet due without a lane; Globex's own.
  await buildOneLineInvoice(ctx.db, {
    owner: acme.shipper,
    warehouse: 'US-DE',
    shipRequestId: acmeKuwaitRequest,
    kind: 'shipping',
    amountMinor: 5_000,
    dutyMinor: 250,
    vatMinor: 262,
    isPaidByCard: true,
    issuedAt: at('2026-01-05T09:00:00'),
  });
  await buildOneLineInvoice(ctx.db, {
    owner: acme.shipper,
    warehouse: 'US-DE',
    shipRequestId: acmeKuwaitRequest,
    kind: 'shipping_additional',
    amountMinor: 1_200,
    dutyMinor: 60,
    issuedAt: at('2026-02-02T09:00:00'),
    dueAt: new Date(Date.now() - 40 * 24 * 3_600_000),
  });
  await buildOneLineInvoice(ctx.db, {
    owner: acme.admin,
    kind: 'service',
    amountMinor: 700,
    currency: 'GBP',
    issuedAt: at('2026-03-03T09:00:00'),
    dueAt: new Date('2099-01-01T00:00:00Z'),
  });
  await buildOneLineInvoice(ctx.db, {
    owner: globex.shipper,
    warehouse: 'US-DE',
    amountMinor: 99_900,
    issuedAt: at('2026-01-06T09:00:00'),
  });
});
afterAll(async () => ctx.close());

describe('who may read the reports', () => {
  test('visitors get 401; individual customers, staff, admins and a company-less shipper 403', async () => {
    const others = await Promise.all([
      buildUser(ctx.db, { role: 'STAFF' }),
      buildUser(ctx.db, { role: 'ADMIN' }),
      buildUser(ctx.db, { role: 'SHIPPER' }),
    ]);
    for (const name of [...REPORTS, ...REPORTS.map((report) => `${report}.csv`), 'lane-options']) {
      const url = `/api/reports/${name}`;
      const visitor = await as(ctx.app, null).get(url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
      for (const caller of [customer, ...others]) {
        const refused = await as(ctx.app, caller).get(url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  test('a SHIPPER and a SHIPPER ADMIN of one company read the same figures; another company its own', async () => {
    const url = `/api/reports/lanes?${Q1}`;
    const byShipper = (await as(ctx.app, acme.shipper).get(url)).json();
    expect((await as(ctx.app, acme.admin).get(url)).json()).toEqual(byShipper);
    const globexLanes = (await as(ctx.app, globex.shipper).get(url)).json();
    expect(globexLanes.lanes).toEqual([
      { origin: 'US', destination: 'KW', shipments: 1, weightGrams: 9_000, spend: [] },
    ]);
    expect((await as(ctx.app, globex.admin).get('/api/reports/lane-options')).json()).toEqual({
      origins: ['US'],
      destinations: ['KW'],
    });
    expect((await as(ctx.app, acme.admin).get('/api/reports/lane-options')).json()).toEqual({
      origins: ['GB', 'US'],
      destinations: ['AE', 'KW'],
    });
  });
});

describe('the figures', () => {
  test('shipments per week: paid shipments of the range by ISO week, every week listed, lane filter', async () => {
    const report = (
      await as(ctx.app, acme.shipper).get(`/api/reports/shipments-per-week?${Q1}`)
    ).json();
    expect(report.range).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-03-31' });
    expect(report.total).toBe(3);
    expect(report.weeks).toHaveLength(14);
    expect(report.weeks[0]).toEqual({ weekStart: '2025-12-29', shipments: 0 });
    expect(report.weeks[1]).toEqual({ weekStart: '2026-01-05', shipments: 2 });
    expect(report.weeks[6]).toEqual({ weekStart: '2026-02-09', shipments: 1 });
    const gulf = (
      await as(ctx.app, acme.shipper).get(
        `/api/reports/shipments-per-week?${Q1}&origin=gb&destination=AE`,
      )
    ).json();
    expect(gulf.total).toBe(1);
  });

  test('lanes: shipments, packed weight (else as paid) and what the lane’s invoices billed', async () => {
    const report = (await as(ctx.app, acme.admin).get(`/api/reports/lanes?${Q1}`)).json();
    expect(report.lanes).toEqual([
      {
        origin: 'US',
        destination: 'KW',
        shipments: 2,
        weightGrams: 5_000,
        spend: [{ currency: 'USD', amountMinor: 5_512 + 1_260 }],
      },
      { origin: 'GB', destination: 'AE', shipments: 1, weightGrams: 1_500, spend: [] },
    ]);
  });

  test('delivery performance: on time within 7 days of departure, else of packing; mean days', async () => {
    const report = (
      await as(ctx.app, acme.shipper).get(`/api/reports/delivery-performance?${Q1}`)
    ).json();
    expect(report.promisedTransitDays).toBe(7);
    expect(report.lanes).toEqual([
      {
        origin: 'US',
        destination: 'KW',
        delivered: 2,
        onTime: 1,
        onTimePercent: 50,
        averageTransitDays: 8.5,
      },
      {
        origin: 'GB',
        destination: 'AE',
        delivered: 1,
        onTime: 1,
        onTimePercent: 100,
        averageTransitDays: 4,
      },
    ]);
    // Deliveries are dated by their delivery: none in December.
    const december = await as(ctx.app, acme.shipper).get(
      '/api/reports/delivery-performance?dateFrom=2025-12-01&dateTo=2025-12-31',
    );
    expect(december.json().lanes).toEqual([]);
  });

  test('duties and VAT: only invoices paid in full, per month of issue, every month listed', async () => {
    const report = (
      await as(ctx.app, acme.shipper).get(`/api/reports/duties-and-vat?${Q1}`)
    ).json();
    expect(report.months).toEqual([
      { month: '2026-01', currency: 'USD', dutiesMinor: 250, vatMinor: 262 },
      { month: '2026-02', currency: 'USD', dutiesMinor: 0, vatMinor: 0 },
      { month: '2026-03', currency: 'USD', dutiesMinor: 0, vatMinor: 0 },
    ]);
    expect(report.totals).toEqual([{ currency: 'USD', dutiesMinor: 250, vatMinor: 262 }]);
  });

  test('outstanding invoices: what is owed per currency, by how long overdue', async () => {
    const report = (
      await as(ctx.app, acme.admin).get(`/api/reports/outstanding-invoices?${Q1}`)
    ).json();
    const ageOf = (currency: string, age: string) =>
      report.currencies
        .find((row: { currency: string }) => row.currency === currency)
        .ages.find((row: { age: string }) => row.age === age);
    expect(report.currencies.map((row: { currency: string }) => row.currency)).toEqual([
      'GBP',
      'USD',
    ]);
    expect(report.currencies[1]).toMatchObject({
      invoices: 1,
      outstandingMinor: 1_260,
      overdueMinor: 1_260,
    });
    expect(ageOf('USD', 'days31to60')).toEqual({
      age: 'days31to60',
      invoices: 1,
      outstandingMinor: 1_260,
    });
    expect(ageOf('GBP', 'notDue')).toEqual({ age: 'notDue', invoices: 1, outstandingMinor: 700 });
    // The lane filter keeps only the invoices of that lane's ship requests.
    const lane = (
      await as(ctx.app, acme.admin).get(
        `/api/reports/outstanding-invoices?${Q1}&origin=US&destination=KW`,
      )
    ).json();
    expect(lane.currencies.map((row: { currency: string }) => row.currency)).toEqual(['USD']);
  });
});

test('bookings per upload: the company’s uploads of the range and what each booked, by lane', async () => {
  const report = (
    await as(ctx.app, acme.shipper).get(`/api/reports/bookings-per-upload?${Q1}`)
  ).json();
  expect(report.totalBookings).toBe(2);
  expect(
    report.uploads.map((upload: { status: string; rows: number; bookings: number }) => [
      upload.status,
      upload.rows,
      upload.bookings,
    ]),
  ).toEqual([
    ['failed', 3, 0],
    ['success', 2, 2],
  ]);
  expect(report.uploads[1]).toMatchObject({
    fileName: 'bookings-success.csv',
    format: 'csv',
    uploadedAt: '2026-02-09T08:00:00.000Z',
  });
  const kuwait = (
    await as(ctx.app, acme.shipper).get(`/api/reports/bookings-per-upload?${Q1}&destination=KW`)
  ).json();
  expect(kuwait.uploads).toHaveLength(1);
  expect(kuwait.totalBookings).toBe(1);
  const globexReport = (
    await as(ctx.app, globex.admin).get(`/api/reports/bookings-per-upload?${Q1}`)
  ).json();
  expect(globexReport.uploads).toHaveLength(1);
  expect(globexReport.totalBookings).toBe(0);
});

describe('the range', () => {
  test('reversed, far, too long or malformed ranges answer 400 with the catalogue text', async () => {
    const cases: [string, Record<string, string>][] = [
      ['dateFrom=2026-03-01&dateTo=2026-02-01', { dateTo: 'validation.dateOrder' }],
      ['dateFrom=0001-01-01&dateTo=2026-02-01', { dateFrom: 'validation.dateRange' }],
      ['dateTo=9999-12-31', { dateTo: 'validation.dateRange' }],
      ['dateFrom=2020-01-01&dateTo=2026-01-01', { dateFrom: 'validation.reportRange' }],
      ['dateFrom=1999-01-01', { dateFrom: 'validation.reportRange' }],
      ['dateTo=2026-02-30', { dateTo: 'validation.date' }],
      ['dateFrom=yesterday', { dateFrom: 'validation.date' }],
      ['origin=USA', { origin: 'validation.countryCode' }],
    ];
    for (const [query, fields] of cases) {
      for (const name of ['lanes', 'duties-and-vat.csv']) {
        const response = await as(ctx.app, acme.shipper).get(`/api/reports/${name}?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error, query).toMatchObject({ code: 'VALIDATION_FAILED', fields });
      }
    }
    const arabic = await as(ctx.app, acme.shipper).get(
      '/api/reports/lanes?dateFrom=2020-01-01&dateTo=2026-01-01',
      { headers: { 'accept-language': 'ar-AE' } },
    );
    expect(arabic.json().error.code).toBe('VALIDATION_FAILED');
    expect(arabic.json().error.message).toMatch(/[\u0600-\u06FF]/);
  });

  test('without dates a report covers the six calendar months up to today; three years is the most', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = (await as(ctx.app, acme.shipper).get('/api/reports/duties-and-vat')).json();
    expect(report.range.dateTo).toBe(today);
    expect(report.range.dateFrom.slice(8)).toBe('01');
    const longest = await as(ctx.app, acme.shipper).get(
      '/api/reports/shipments-per-week?dateFrom=2023-01-01&dateTo=2025-12-31',
    );
    expect(longest.statusCode).toBe(200);
    expect(longest.json().weeks.length).toBeGreaterThan(150);
  });
});

describe('CSV', () => {
  test('each report downloads as CSV with its table’s rows, money in major units', async () => {
    const expected: Record<string, Record<string, string>> = {
      'shipments-per-week': { week_start: '2026-01-05', shipments: '2' },
      lanes: {
        origin: 'US',
        destination: 'KW',
        shipments: '2',
        weight_kg: '5.000',
        currency: 'USD',
        spend: '67.72',
      },
      'delivery-performance': {
        origin: 'US',
        on_time_percent: '50.0',
        average_transit_days: '8.5',
        promised_transit_days: '7',
      },
      'duties-and-vat': { month: '2026-01', currency: 'USD', duties: '2.50', vat: '2.62' },
      'outstanding-invoices': {
        currency: 'GBP',
        age: 'notDue',
        invoices: '1',
        outstanding: '7.00',
      },
      'bookings-per-upload': { status: 'success', rows: '2', bookings: '2', format: 'csv' },
    };
    for (const name of REPORTS) {
      const response = await as(ctx.app, acme.shipper).get(`/api/reports/${name}.csv?${Q1}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const records: Record<string, string>[] = parse(response.body, { columns: true });
      expect(records, name).toContainEqual(expect.objectContaining(expected[name]));
    }
  });
});

test('the same numbers as the shipments and invoices pages, for a shipment paid the real way', async () => {
  const company = await buildCompany('Initech');
  const paid = await buildPaidShipRequest(ctx.app, ctx.db, company.shipper);
  const today = new Date().toISOString().slice(0, 10);
  const range = `dateFrom=${today}&dateTo=${today}`;
  const caller = as(ctx.app, company.shipper);

  const preparing = (await caller.get('/api/shipping/shipments?stage=preparing')).json();
  const delivered = (await caller.get('/api/shipping/shipments?stage=delivered')).json();
  const weekly = (await caller.get(`/api/reports/shipments-per-week?${range}`)).json();
  expect(weekly.total).toBe(preparing.length + delivered.length);
  expect(weekly.total).toBe(1);

  const lanes = (await caller.get(`/api/reports/lanes?${range}`)).json();
  expect(lanes.lanes).toHaveLength(1);
  const [lane] = lanes.lanes;
  expect(lane).toMatchObject({ origin: 'US', destination: 'KW', shipments: 1 });
  const invoicePage = (
    await as(ctx.app, company.admin).get(
      `/api/Invoices/skec?${range}&origin=${lane.origin}&destination=${lane.destination}`,
    )
  ).json();
  expect(lane.spend).toEqual(
    invoicePage.totals.map((total: { currency: string; billedMinor: number }) => ({
      currency: total.currency,
      amountMinor: total.billedMinor,
    })),
  );
  expect(lane.spend[0].amountMinor).toBeGreaterThan(0);
  expect(lane.spend[0].currency).toBe(paid.currency);

  const everything = (await as(ctx.app, company.admin).get(`/api/Invoices/skec?${range}`)).json();
  const outstanding = (await caller.get(`/api/reports/outstanding-invoices?${range}`)).json();
  expect(
    outstanding.currencies.map((row: { currency: string; outstandingMinor: number }) => ({
      currency: row.currency,
      outstandingMinor: row.outstandingMinor,
    })),
  ).toEqual(
    everything.totals
      .filter((total: { outstandingMinor: number }) => total.outstandingMinor > 0)
      .map((total: { currency: string; outstandingMinor: number }) => ({
        currency: total.currency,
        outstandingMinor: total.outstandingMinor,
      })),
  );
});

test('the same numbers for an EDI upload: its bookings are shipments, its invoice on account is outstanding', async () => {
  const company = await buildCompany('Umbrella');
  const file = stringify([
    [...EDI_BOOKING_COLUMNS],
    ...[{ pieces: '2' }, { weight: '4' }].map((changes) =>
      EDI_BOOKING_COLUMNS.map((column) => ({ ...EDI_BOOKING_EXAMPLE, ...changes })[column]),
    ),
  ]);
  const body = multipartBody({}, [
    { name: 'bookings.csv', content: Buffer.from(file), type: 'text/csv' },
  ]);
  const booked = await as(ctx.app, company.shipper).post(
    '/api/Packages/merge-document-wms',
    body.payload,
    { headers: { ...body.headers, 'idempotency-key': randomUUID() } },
  );
  expect(booked.json().upload.status).toBe('success');
  const today = new Date().toISOString().slice(0, 10);
  const range = `dateFrom=${today}&dateTo=${today}`;
  const caller = as(ctx.app, company.shipper);

  const preparing = (await caller.get('/api/shipping/shipments?stage=preparing')).json();
  const delivered = (await caller.get('/api/shipping/shipments?stage=delivered')).json();
  const weekly = (await caller.get(`/api/reports/shipments-per-week?${range}`)).json();
  expect(weekly.total).toBe(2);
  expect(weekly.total).toBe(preparing.length + delivered.length);

  const everything = (await as(ctx.app, company.admin).get(`/api/Invoices/skec?${range}`)).json();
  expect(everything.total).toBe(1);
  const outstanding = (await caller.get(`/api/reports/outstanding-invoices?${range}`)).json();
  expect(
    outstanding.currencies.map((row: { currency: string; outstandingMinor: number }) => ({
      currency: row.currency,
      outstandingMinor: row.outstandingMinor,
    })),
  ).toEqual(
    everything.totals.map((total: { currency: string; outstandingMinor: number }) => ({
      currency: total.currency,
      outstandingMinor: total.outstandingMinor,
    })),
  );
  expect(outstanding.currencies[0].outstandingMinor).toBeGreaterThan(0);
  // With the origin filter too: the invoice names the one warehouse its shipments leave from.
  const fromUs = (await caller.get(`/api/reports/outstanding-invoices?${range}&origin=US`)).json();
  expect(fromUs.currencies).toEqual(outstanding.currencies);

  // Its invoice on account is spent on its shipments' lane: all it billed, in its currency.
  const lanes = (await caller.get(`/api/reports/lanes?${range}`)).json();
  expect(lanes.lanes).toHaveLength(1);
  expect(lanes.lanes[0]).toMatchObject({ origin: 'US', destination: 'KW', shipments: 2 });
  expect(lanes.lanes[0].spend).toEqual(
    everything.totals.map((total: { currency: string; billedMinor: number }) => ({
      currency: total.currency,
      amountMinor: total.billedMinor,
    })),
  );
  expect(lanes.lanes[0].spend[0].amountMinor).toBeGreaterThan(0);
});
