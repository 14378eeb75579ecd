import { migrateDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createSession } from '../modules/sessions';
import { openBenchDb } from './bench-database';

const IndexListSchema = z.object({
  rows: z.array(z.object({ name: z.string(), definition: z.string() })),
});

/** The tables the bench fills; their plain indexes are built once after the rows are in. */
const FILLED_TABLES = ['ship_requests', 'invoices'];

/**
 * For `npm run bench -- reports` (decision 055): a company of 20 shippers with `shipments` paid
 * ship requests over the last year on 9 lanes (70% delivered 2-11 days after departure, 20% on
 * their way, 10% waiting), each with its shipping invoice (1 in 10 unpaid, a third with duty and
 * VAT), written with generate_series straight into the PGlite folder the portal then opens: the
 * figure is the reports' queries, not the booking path. Answers a SHIPPER ADMIN's token.
 */
export async function prepareBenchReports(dataDir: string, shipments = 100_000) {
  const started = performance.now();
  const handle = await openBenchDb(dataDir);
  try {
    await migrateDb(handle);
    await seedReferenceData(handle.db);
    const { db } = handle;
    const [company] = await db
      .insert(schema.companies)
      .values({ name: 'Bench Trading', customerId: `SKEC9${String(Date.now()).slice(-5)}` })
      .returning();
    if (!company) {
      throw new Error('bench company not created');
    }
    const users = await db
      .insert(schema.users)
      .values(
        Array.from({ length: 20 }, (_, index) => ({
          email: `bench-reports-${index}-${Date.now()}@example.com`,
          firstName: 'Bench',
          lastName: `Shipper ${index}`,
          role: index === 0 ? ('SHIPPER ADMIN' as const) : ('SHIPPER' as const),
          companyId: company.id,
          isApproved: true,
          emailConfirmedAt: new Date(),
        })),
      )
      .returning({ id: schema.users.id });
    const [admin] = users;
    if (!admin) {
      throw new Error('bench users not created');
    }
    const warehouses = await db
      .select({ id: schema.warehouses.id, currency: schema.warehouses.currency })
      .from(schema.warehouses)
      .where(inArray(schema.warehouses.code, ['US-DE', 'GB-LON', 'AE-DXB']));
    const userIds = sql.raw(`array[${users.map((user) => `'${user.id}'`).join(',')}]::uuid[]`);
    const warehouseIds = sql.raw(
      `array[${warehouses.map((row) => `'${row.id}'`).join(',')}]::uuid[]`,
    );
    const currencies = sql.raw(
      `array[${warehouses.map((row) => `'${row.currency}'`).join(',')}]::char(3)[]`,
    );

    const indexes = IndexListSchema.parse(
      await db.execute(sql`
        select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.tablename in (${sql.join(
          FILLED_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    );
    for (const index of indexes.rows) {
      await db.execute(sql.raw(`drop index "${index.name}"`));
    }
    // Paid up to a year ago; departed a day later; delivered 2-11 days after (7 in 10).
    await db.execute(sql`
      insert into ship_requests (user_id, warehouse_id, destination_country_code, ship_to, status,
        options, quote_lines, total_minor, currency, quoted_at, quote_expires_at, paid_at,
        departed_at, delivered_at, final_weight_grams)
      select (${userIds})[1 + i % 20], (${warehouseIds})[1 + i % 3],
        (array['AE','KW','SA'])[1 + (i / 3) % 3], '{}'::jsonb,
        (case when i % 10 < 7 then 'delivered' when i % 10 < 9 then 'departed' else 'paid' end)::ship_request_status,
        '[]'::jsonb, '[]'::jsonb, 2000 + i % 9000, (${currencies})[1 + i % 3], paid, paid + interval '1 day',
        paid,
        case when i % 10 < 9 then paid + interval '1 day' end,
        case when i % 10 < 7 then paid + interval '1 day' + (2 + i % 10) * interval '1 day' end,
        500 + i % 20000
      from (select i, now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second' as paid
            from generate_series(0, ${shipments - 1}) as i) as series`);
    await db.execute(sql`
      insert into invoices (kind, number, year, serial, user_id, company_id, currency,
        statement_code, bill_to, warehouse_id, ship_request_id, issued_at, due_at,
        freight_minor, duties_minor, vat_minor, billed_minor, paid_minor, outstanding_minor)
      select 'shipping', 'SI-BENCH-' || n, 2999, n, sr.user_id, ${company.id}, sr.currency,
        'SHIPPING', '{}'::jsonb, sr.warehouse_id, sr.id, sr.paid_at, sr.paid_at + interval '14 days',
        sr.total_minor, d.duty, d.vat, sr.total_minor + d.duty + d.vat,
        case when n % 10 = 0 then 0 else sr.total_minor + d.duty + d.vat end,
        case when n % 10 = 0 then sr.total_minor + d.duty + d.vat else 0 end
      from (select sr.*, row_number() over (order by sr.id) as n from ship_requests sr
            where sr.user_id = any(${userIds})) as sr
      cross join lateral (select case when sr.n % 3 = 0 then sr.total_minor / 20 else 0 end as duty,
        case when sr.n % 3 = 0 then sr.total_minor / 19 else 0 end as vat) as d`);
    for (const index of indexes.rows) {
      await db.execute(sql.raw(index.definition));
    }
    // The triggers summed each insert's rows per key; the rollup pass merges them (decision 055).
    await db.execute(sql`select report_fold_days()`);
    // As autovacuum leaves a table PostgreSQL has been writing for a while: statistics, and the
    // visibility map that lets the reports read their indexes alone.
    for (const table of [
      ...FILLED_TABLES,
      'users',
      'report_shipment_days',
      'report_invoice_days',
    ]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    const { token } = await createSession(db, admin.id);
    return { token, shipments, setupSeconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}
