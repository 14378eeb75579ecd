import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import {
  EDI_BOOKING_COLUMNS,
  EDI_BOOKING_EXAMPLE,
  type EdiUploadResult,
} from '@skyparcel/domain/edi-booking';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { as } from './testing/as';
import { buildCompany, type TestCompany } from './testing/build-company';
import { buildTestApp } from './testing/build-test-app';
import { buildUser, type TestUser } from './testing/build-user';
import { multipartBody } from './testing/multipart';

/**
 * Issue 27: every CSV the portal writes is opened in a spreadsheet by someone other than who
 * typed its texts (a SHIPPER's file name for the SHIPPER ADMIN, a customer's e-mail for the
 * operators). Hostile texts go in through every way a user can put them there; no cell of any
 * export may come out as a formula.
 */
// No double quote or slash: a multipart file name keeps neither (the part after the last slash).
const FILE_NAME = "=HYPERLINK(CONCAT('https:','evil.example'),'Open').csv";
const SHIPPER_NAME = '=cmd|" /C calc"!A0';
const CONSIGNEE_NAME = '-2+3+cmd|" /C calc"!A0';
const DESCRIPTION = '@SUM(1+1)*cmd|" /C calc"!A0';
const UNKNOWN_COLUMN = '+evilColumn';
const HOSTILE = [FILE_NAME, SHIPPER_NAME, CONSIGNEE_NAME, DESCRIPTION, UNKNOWN_COLUMN];

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let company: TestCompany;
let admin: TestUser;
let bookedId = '';
let failedId = '';
const today = new Date().toISOString().slice(0, 10);
const range = `dateFrom=${today}&dateTo=${today}`;

function upload(name: string, rows: string[][]) {
  const body = multipartBody({}, [
    // The file as the SHIPPER's own tool writes it, hostile texts as typed.
    { name, content: Buffer.from(stringify(rows)), type: 'text/csv' },
  ]);
  return as(ctx.app, company.shipper).post('/api/Packages/merge-document-wms', body.payload, {
    headers: { ...body.headers, 'idempotency-key': randomUUID() },
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
  company = await buildCompany(ctx.db);
  // An e-mail may start with + or - (RFC 5322), and a name is the person's own.
  await ctx.db
    .update(schema.users)
    .set({ firstName: '=1+1', lastName: '@A1', email: `+${randomUUID().slice(0, 8)}@example.com` })
    .where(eq(schema.users.id, company.shipper.user.id));
  const row = EDI_BOOKING_COLUMNS.map(
    (column) =>
      ({
        ...EDI_BOOKING_EXAMPLE,
        shipperName: SHIPPER_NAME,
        consigneeName: CONSIGNEE_NAME,
        description: DESCRIPTION,
      })[column] ?? '',
  );
  const booked = await upload(FILE_NAME, [[...EDI_BOOKING_COLUMNS], row]);
  expect(booked.statusCode, booked.body).toBe(201);
  const result = booked.json<EdiUploadResult>();
  expect(result.upload.status, JSON.stringify(result.problems)).toBe('success');
  bookedId = result.upload.id;
  const failed = await upload('second.csv', [[...EDI_BOOKING_COLUMNS, UNKNOWN_COLUMN], row]);
  failedId = failed.json<EdiUploadResult>().upload.id;
});
afterAll(async () => ctx.close());

/** Each CSV export, with who may read it. */
const exports = () => [
  ...[
    'shipments-per-week',
    'lanes',
    'delivery-performance',
    'duties-and-vat',
    'outstanding-invoices',
    'bookings-per-upload',
  ].map((report) => ({
    name: `reports/${report}.csv`,
    call: () => as(ctx.app, company.admin).get(`/api/reports/${report}.csv?${range}`),
  })),
  {
    name: 'ReportSKEC/generate-csv',
    call: () =>
      as(ctx.app, company.admin).post('/api/ReportSKEC/generate-csv', { uploadId: bookedId }),
  },
  {
    name: 'edi-uploads/problems.csv',
    call: () => as(ctx.app, company.admin).get(`/api/Booking/edi-uploads/${failedId}/problems.csv`),
  },
  {
    name: 'Invoices/skec.csv',
    call: () => as(ctx.app, company.admin).get(`/api/Invoices/skec.csv?${range}`),
  },
  {
    name: 'admin/prices/rate-cards.csv',
    call: () => as(ctx.app, admin).get('/api/admin/prices/rate-cards.csv'),
  },
  {
    name: 'admin/telemetry.csv',
    call: () => as(ctx.app, admin).get(`/api/admin/telemetry.csv?from=${today}&to=${today}`),
  },
];

test('no cell of any CSV export starts a formula, and each hostile text comes out as text', async () => {
  const written = new Set<string>();
  for (const { name, call } of exports()) {
    const response = await call();
    expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    expect(response.headers['content-type'], name).toMatch(/^text\/csv/);
    const cells = (
      parse(response.body, { bom: true, relax_column_count: true }) as string[][]
    ).flat();
    const formulas = cells.filter(
      (cell) => /^[=+\-@\t\r]/.test(cell) && !/^[-+]?\d+(\.\d+)?$/.test(cell),
    );
    expect(formulas, name).toEqual([]);
    for (const cell of cells) {
      written.add(cell);
    }
  }
  // Every hostile text reached an export, as text: the test would pass vacuously otherwise.
  for (const value of HOSTILE) {
    expect(written, value).toContain(`'${value}`);
  }
  expect([...written].some((cell) => cell.startsWith("'+") && cell.endsWith('@example.com'))).toBe(
    true,
  );
});
