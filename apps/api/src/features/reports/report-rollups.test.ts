import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { EDI_BOOKING_COLUMNS, EDI_BOOKING_EXAMPLE } from '@skyparcel/domain/edi-booking';
import { PROMISED_TRANSIT_DAYS } from '@skyparcel/domain/reports';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { issueCreditNote, recordInvoicePayment } from '../../modules/invoices';
import { as } from '../../testing/as';
import { buildCompany, type TestCompany } from '../../testing/build-company';
import { packShipRequest, scanShipment } from '../../testing/build-moving-shipment';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser } from '../../testing/build-user';
import { multipartBody } from '../../testing/multipart';
import { foldReportDays } from './fold-report-days';

/*
 * The reports' rollups (decision 055) against the live rows they stand for, after each write
 * that changes a figure, made the way the portal makes it. The live side is written here from
 * the decision's definitions, apart from the migration's functions.
 */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const Rows = (rows: Record<string, unknown>[]) =>
  rows.map((row) => JSON.stringify(row)).sort((a, b) => a.localeCompare(b));

const ResultSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** A statement's rows (PGlite and postgres-js answer `execute` alike: `{ rows }`). */
async function select(query: ReturnType<typeof sql>) {
  return ResultSchema.parse(await ctx.db.execute(query)).rows;
}

async function rowsOf(query: ReturnType<typeof sql>) {
  return Rows(await select(query));
}

/** Every figure of the company's shipments and invoices, per key, from the rollups. */
async function rolledUp(companyId: string) {
  return {
    shipments: await rowsOf(sql`
      select day::text, warehouse_id, destination, sum(paid)::int as paid,
        sum(weight_grams)::bigint::text as weight, sum(delivered)::int as delivered,
        sum(on_time)::int as on_time, sum(timed)::int as timed,
        round(sum(transit_seconds), 3)::text as transit
      from report_shipment_days where company_id = ${companyId}
      group by 1, 2, 3
      having sum(paid) <> 0 or sum(weight_grams) <> 0 or sum(delivered) <> 0`),
    invoices: await rowsOf(sql`
      select day::text, warehouse_id, destination, currency, sum(billed_invoices)::int as billed,
        sum(billed_minor)::bigint::text as billed_minor, sum(paid_invoices)::int as paid,
        sum(duties_minor)::bigint::text as duties, sum(vat_minor)::bigint::text as vat
      from report_invoice_days where company_id = ${companyId}
      group by 1, 2, 3, 4
      having sum(billed_invoices) <> 0 or sum(paid_invoices) <> 0`),
  };
}

/** The same figures from the live rows: the company's users' ship requests and its invoices. */
async function live(companyId: string) {
  return {
    shipments: await rowsOf(sql`
      with mine as (
        select r.*, coalesce(r.departed_at, r.packed_at, r.paid_at) as start,
          coalesce(r.final_weight_grams, t.weight_grams, 0) as weight
        from ship_requests r left join tracked_shipments t on t.ship_request_id = r.id
        where r.user_id in (select u.id from users u where u.company_id = ${companyId})),
      facts as (
        select (paid_at at time zone 'UTC')::date as day, warehouse_id, destination_country_code as destination,
          1 as paid, weight, 0 as delivered, 0 as on_time, 0 as timed, 0::numeric as transit
        from mine where paid_at is not null
        union all
        select (delivered_at at time zone 'UTC')::date, warehouse_id, destination_country_code, 0, 0, 1,
          coalesce((delivered_at - start <= make_interval(days => ${PROMISED_TRANSIT_DAYS}))::int, 0),
          (start is not null)::int, coalesce(extract(epoch from delivered_at - start), 0)
        from mine where delivered_at is not null)
      select day::text, warehouse_id, destination, sum(paid)::int as paid,
        sum(weight)::bigint::text as weight, sum(delivered)::int as delivered,
        sum(on_time)::int as on_time, sum(timed)::int as timed,
        round(sum(transit), 3)::text as transit
      from facts group by 1, 2, 3`),
    invoices: await rowsOf(sql`
      with mine as (
        select i.*, (i.issued_at at time zone 'UTC')::date as day from invoices i
        where i.company_id = ${companyId} and i.kind <> 'credit_note'),
      facts as (
        select i.day, i.warehouse_id, r.destination_country_code as destination, i.currency,
          1 as billed, i.billed_minor, 0 as paid, 0::bigint as duties, 0::bigint as vat
        from mine i join ship_requests r on r.id = i.ship_request_id
        where i.warehouse_id is not null
        union all
        select i.day, r.warehouse_id, r.destination_country_code, i.currency, 1,
          sum(r.total_minor), 0, 0, 0
        from mine i
        join edi_uploads e on e.company_id = i.company_id
          and e.serial_number = (i.statement_params ->> 'serialNumber')::int
        join edi_bookings b on b.upload_id = e.id
        join ship_requests r on r.id = b.ship_request_id and r.currency = i.currency
        where i.statement_code = 'EDI_BOOKING' and i.ship_request_id is null
        group by i.id, i.day, i.currency, r.warehouse_id, r.destination_country_code
        union all
        select i.day, i.warehouse_id,
          (select r.destination_country_code from ship_requests r where r.id = i.ship_request_id),
          i.currency, 0, 0, 1, i.duties_minor, i.vat_minor
        from mine i where i.outstanding_minor = 0 and i.credited_minor = 0)
      select day::text, warehouse_id, destination, currency, sum(billed)::int as billed,
        sum(billed_minor)::bigint::text as billed_minor, sum(paid)::int as paid,
        sum(duties)::bigint::text as duties, sum(vat)::bigint::text as vat
      from facts group by 1, 2, 3, 4`),
  };
}

async function expectRollupsLive(company: TestCompany) {
  const expected = await live(company.id);
  expect(await rolledUp(company.id)).toEqual(expected);
  // Folding merges the differences and changes no figure.
  await foldReportDays({ db: ctx.db });
  expect(await rolledUp(company.id)).toEqual(expected);
  const [pending] = await select(sql`
    select count(*)::int as rows from report_shipment_days
    where company_id = ${company.id} and not folded`);
  expect(pending?.rows).toBe(0);
  return expected;
}

test('the rollup counts on time by the domain’s promised days', async () => {
  const [source] = await select(
    sql`select prosrc as text from pg_proc where proname = 'report_shipment_rows'`,
  );
  expect(String(source?.text)).toContain(`make_interval(days => ${PROMISED_TRANSIT_DAYS})`);
});

test('payment, packing, departure and delivery scans', async () => {
  const company = await buildCompany(ctx.db);
  const paid = await buildPaidShipRequest(ctx.app, ctx.db, company.shipper);
  let figures = await expectRollupsLive(company);
  expect(figures.shipments).toHaveLength(1);
  expect(figures.invoices.length).toBeGreaterThan(0);

  const packed = await packShipRequest(ctx.db, paid.id, [
    {
      actualWeightGrams: 3_100,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 150,
      volumetricWeightGrams: 1_500,
      billedWeightGrams: 3_100,
    },
  ]);
  figures = await expectRollupsLive(company);
  expect(figures.shipments[0]).toContain('"weight":"3100"');

  await scanShipment(ctx.app, packed.airWaybillNumber ?? '', [
    'departed_origin_airport',
    'arrived_destination_airport',
    'delivered',
  ]);
  figures = await expectRollupsLive(company);
  const [request] = await ctx.db
    .select()
    .from(schema.shipRequests)
    .where(eq(schema.shipRequests.id, paid.id));
  expect(request?.deliveredAt).not.toBeNull();
  expect(figures.shipments.some((row) => row.includes('"delivered":1,"on_time":1'))).toBe(true);
});

test('partial and full payments, a credit note and a refund of invoices with duty and VAT', async () => {
  const company = await buildCompany(ctx.db);
  const paid = await buildPaidShipRequest(ctx.app, ctx.db, company.shipper);
  const invoice = await buildOneLineInvoice(ctx.db, {
    owner: company.shipper,
    kind: 'shipping_additional',
    warehouse: 'US-DE',
    shipRequestId: paid.id,
    amountMinor: 4_000,
    dutyMinor: 200,
    vatMinor: 210,
  });
  await expectRollupsLive(company);
  // Card payments as the settlement records them: a succeeded payment, then its share.
  const pay = (amountMinor: number) =>
    ctx.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(schema.payments)
        .values({
          userId: company.shipper.user.id,
          orderCode: `PAY-${randomUUID()}`,
          status: 'succeeded',
          amountMinor,
          currency: invoice.currency,
          gateway: 'sandbox',
          transactionId: `txn_${randomUUID()}`,
          chargedTo: 'Visa •••• 4242',
          idempotencyKey: randomUUID(),
          settledAt: new Date(),
        })
        .returning({ id: schema.payments.id });
      return recordInvoicePayment(tx, {
        invoiceId: invoice.id,
        paymentId: payment?.id ?? '',
        method: 'card',
        amountMinor,
        transactionId: null,
        chargedTo: null,
        responseCode: null,
        responseText: null,
        paidAt: new Date(),
      });
    });
  await pay(1_000);
  let figures = await expectRollupsLive(company);
  expect(figures.invoices.some((row) => row.includes('"duties":"200"'))).toBe(false);
  await pay(3_410);
  figures = await expectRollupsLive(company);
  expect(figures.invoices.some((row) => row.includes('"duties":"200","vat":"210"'))).toBe(true);
  // Credited (in part, then refunded as credit): no longer paid and not credited.
  await ctx.db.transaction((tx) =>
    issueCreditNote(tx, {
      invoiceId: invoice.id,
      amountMinor: 500,
      reason: 'damaged',
      by: null,
      issuedAt: systemClock(),
    }),
  );
  figures = await expectRollupsLive(company);
  expect(figures.invoices.some((row) => row.includes('"duties":"200"'))).toBe(false);

  // Paid by card, then refunded by an operator (a credit note and the money back).
  const refunded = await buildOneLineInvoice(ctx.db, {
    owner: company.shipper,
    kind: 'shipping_additional',
    warehouse: 'US-DE',
    shipRequestId: paid.id,
    amountMinor: 3_000,
    dutyMinor: 150,
    vatMinor: 157,
    isPaidByCard: true,
  });
  figures = await expectRollupsLive(company);
  expect(figures.invoices.some((row) => row.includes('"duties":"150","vat":"157"'))).toBe(true);
  const admin = await buildUser(ctx.db, { role: 'ADMIN' });
  const refund = await as(ctx.app, admin).post(`/api/admin/invoices/${refunded.id}/refunds`, {
    reason: 'Shipment cancelled by us',
  });
  expect(refund.statusCode, refund.body).toBeLessThan(300);
  figures = await expectRollupsLive(company);
  expect(figures.invoices.some((row) => row.includes('"duties":"150"'))).toBe(false);
});

test('an EDI booking: its shipments, and its invoice on account split over their lanes', async () => {
  const company = await buildCompany(ctx.db);
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
  const figures = await expectRollupsLive(company);
  expect(figures.shipments.join()).toContain('"paid":2');
  // The lanes' share of the invoice is all it billed.
  const [billed] = await select(sql`
    select coalesce(sum(billed_minor), 0)::bigint::text as billed from invoices
    where company_id = ${company.id}`);
  const [spent] = await select(sql`
    select coalesce(sum(billed_minor), 0)::bigint::text as spent from report_invoice_days
    where company_id = ${company.id} and destination is not null`);
  expect(Number(billed?.billed)).toBeGreaterThan(0);
  expect(spent?.spent).toBe(billed?.billed);
});

test('a customer who joins a company brings their shipments; one who leaves takes them', async () => {
  const company = await buildCompany(ctx.db);
  const customer = await buildCustomer(ctx.db);
  await buildPaidShipRequest(ctx.app, ctx.db, customer);
  expect((await expectRollupsLive(company)).shipments).toHaveLength(0);
  await ctx.db
    .update(schema.users)
    .set({ companyId: company.id, role: 'SHIPPER' })
    .where(eq(schema.users.id, customer.user.id));
  expect((await expectRollupsLive(company)).shipments.join()).toContain('"paid":1');
  await ctx.db
    .update(schema.users)
    .set({ companyId: null, role: 'CUSTOMER' })
    .where(eq(schema.users.id, customer.user.id));
  expect((await expectRollupsLive(company)).shipments).toHaveLength(0);
});

describe.runIf(onPostgres)('two writers of one company on PostgreSQL', () => {
  test('touching its days in opposite orders, both commit (no deadlock, no wait)', async () => {
    const company = await buildCompany(ctx.db);
    const requests = [];
    for (let index = 0; index < 4; index += 1) {
      requests.push((await buildPaidShipRequest(ctx.app, ctx.db, company.shipper)).id);
    }
    const [a, b, c, d] = requests as [string, string, string, string];
    const monday = new Date('2026-03-02T10:00:00Z');
    const tuesday = new Date('2026-03-03T10:00:00Z');
    const deliver = (id: string, at: Date) =>
      sql`update ship_requests set delivered_at = ${at} where id = ${id}`;
    const payInvoicesOf = (id: string) =>
      sql`update invoices set paid_minor = paid_minor + outstanding_minor, outstanding_minor = 0
          where ship_request_id = ${id}`;
    // Each writer waits for the other's step before its next: with rollup rows updated in place,
    // the second steps would wait for each other's first (a deadlock PostgreSQL breaks by
    // failing one).
    let stepOne!: () => void;
    let stepTwo!: () => void;
    const firstDone = new Promise<void>((resolve) => {
      stepOne = resolve;
    });
    const secondDone = new Promise<void>((resolve) => {
      stepTwo = resolve;
    });
    const writer = (mine: [string, Date][], mark: () => void, wait: Promise<void>) =>
      ctx.db.transaction(async (tx) => {
        const [first, second] = mine as [[string, Date], [string, Date]];
        await tx.execute(deliver(...first));
        await tx.execute(payInvoicesOf(first[0]));
        mark();
        await wait;
        await tx.execute(deliver(...second));
        await tx.execute(payInvoicesOf(second[0]));
      });
    await Promise.all([
      writer(
        [
          [a, monday],
          [c, tuesday],
        ],
        stepOne,
        secondDone,
      ),
      writer(
        [
          [b, tuesday],
          [d, monday],
        ],
        stepTwo,
        firstDone,
      ),
    ]);
    const delivered = await ctx.db
      .select({ id: schema.shipRequests.id })
      .from(schema.shipRequests)
      .where(inArray(schema.shipRequests.id, requests));
    expect(delivered).toHaveLength(4);
    const figures = await expectRollupsLive(company);
    expect(figures.shipments.filter((row) => row.includes('"delivered":2'))).toHaveLength(2);
  });
});
