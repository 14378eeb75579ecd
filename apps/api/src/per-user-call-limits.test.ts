import { schema } from '@skyparcel/db';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app';
import { PER_USER_CALL_LIMITS } from './lib/per-user-call-limit';
import { as } from './testing/as';
import { buildCompany, type TestCompany } from './testing/build-company';
import { buildInvoice } from './testing/build-invoice';
import { buildTestApp } from './testing/build-test-app';
import { buildCustomer, type TestCustomer } from './testing/build-user';

/**
 * Issue 27: exports, PDFs, uploads and the data export are limited per user, in the database, so
 * a loop meets the limit whichever API process it reaches. Reaching a limit of hundreds of calls
 * by calling would make a slow test; the count is filled to one short of it instead.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let second: Awaited<ReturnType<typeof buildApp>>;
let company: TestCompany;
let customer: TestCustomer;
let invoiceId = '';
const range = 'dateFrom=2026-01-01&dateTo=2026-03-31';

beforeAll(async () => {
  ctx = await buildTestApp();
  // A second API process on the same database: nothing shared but the database.
  second = await buildApp({ config: ctx.config, dbHandle: ctx.dbHandle });
  await second.ready();
  company = await buildCompany(ctx.db);
  customer = await buildCustomer(ctx.db);
  invoiceId = (await buildInvoice(ctx.db, customer.user.id)).id;
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

/** Sets the caller's count for the route whose key contains `route` to `hits`. */
async function fillCount(userId: string, route: string, hits: number) {
  const updated = await ctx.db
    .update(schema.rateLimitHits)
    .set({ hits })
    .where(like(schema.rateLimitHits.key, `%${route}%:user:${userId}`))
    .returning({ key: schema.rateLimitHits.key });
  expect(updated, route).toHaveLength(1);
}

const cases = () =>
  [
    {
      kind: 'export' as const,
      route: '/api/reports/lanes.csv',
      caller: company.admin,
      other: company.shipper,
      call: (app: typeof ctx.app, who: typeof company.admin) =>
        as(app, who).get(`/api/reports/lanes.csv?${range}`),
    },
    {
      kind: 'pdf' as const,
      route: '/api/invoices/:id/pdf',
      caller: customer,
      other: null,
      call: (app: typeof ctx.app, who: typeof customer) =>
        as(app, who).get(`/api/invoices/${invoiceId}/pdf`),
    },
    {
      kind: 'dataExport' as const,
      route: '/api/UserProfile/export-data',
      caller: customer,
      other: company.shipper,
      call: (app: typeof ctx.app, who: typeof customer) =>
        as(app, who).get('/api/UserProfile/export-data'),
    },
  ] as const;

test('a user past a limit gets 429 from every process; another user is not held back', async () => {
  for (const { kind, route, caller, other, call } of cases()) {
    const { max } = PER_USER_CALL_LIMITS[kind];
    const first = await call(ctx.app, caller);
    expect(first.statusCode, `${route}: ${first.body}`).toBe(200);
    await fillCount(caller.user.id, route, max - 1);
    // The last call the hour allows, through the other process.
    expect((await call(second, caller)).statusCode, route).toBe(200);
    for (const app of [ctx.app, second]) {
      const refused = await call(app, caller);
      expect(refused.statusCode, route).toBe(429);
      expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    if (other) {
      expect((await call(ctx.app, other)).statusCode, route).toBe(200);
    }
  }
});

test('the EDI upload and the scan import are counted per user too', async () => {
  const rows = await ctx.db
    .select({ key: schema.rateLimitHits.key })
    .from(schema.rateLimitHits)
    .where(like(schema.rateLimitHits.key, '%:user:%'));
  expect(rows.length).toBeGreaterThan(0);
  const upload = await as(ctx.app, company.shipper).post(
    '/api/Packages/merge-document-wms',
    {},
    { headers: { 'idempotency-key': 'per-user-limit-test-1' } },
  );
  // Refused for its missing file, after being counted for the uploader.
  expect(upload.statusCode).toBe(400);
  const [counted] = await ctx.db
    .select({ key: schema.rateLimitHits.key })
    .from(schema.rateLimitHits)
    .where(like(schema.rateLimitHits.key, `%merge-document-wms:user:${company.shipper.user.id}`));
  expect(counted).toBeDefined();
});
