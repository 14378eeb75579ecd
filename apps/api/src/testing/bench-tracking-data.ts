import { migrateDb } from '@skyparcel/db';
import { formatAirWaybill } from '@skyparcel/domain/shipping';
import { TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openBenchDb } from './bench-database';

/** Serial bodies of the bench's air waybills: far from the demo's and the allocated ranges. */
const FIRST_SERIAL = 9_000_000;
const ORDER_NUMBER_BASE = 900_000_000;

const IndexListSchema = z.object({
  rows: z.array(z.object({ name: z.string(), definition: z.string() })),
});

/** The 10 statuses a bench shipment goes through, in order (departure to delivery). */
const BENCH_STATUSES = TRACKING_STATUSES.slice(0, 10);

export type BenchTrackingData = {
  /** One air waybill, for the "1 number" figure. */
  one: string;
  /** Ten numbers, five air waybills and five order numbers, for the "10 numbers" figure. */
  ten: string[];
  shipments: number;
  events: number;
  setupSeconds: number;
};

/** The n-th bench shipment's numbers, as the SQL below writes them. */
function numbersOf(index: number) {
  return {
    airWaybillNumber: formatAirWaybill('701', String(FIRST_SERIAL + index)),
    orderNumber: `XWF${ORDER_NUMBER_BASE + index}`,
  };
}

/**
 * For `npm run bench`: `shipments` tracked shipments with `eventsEach` events each in the PGlite
 * folder the portal will then open (100,000 and 10 by default: a million events). Written with
 * generate_series in two statements, not through the use cases: the figure is the lookup's, and
 * a million events through the use cases would take an hour. Runs before the portal starts
 * (PGlite has one owner).
 */
export async function prepareBenchTracking(
  dataDir: string,
  shipments = 100_000,
  eventsEach = 10,
): Promise<BenchTrackingData> {
  const started = performance.now();
  const handle = await openBenchDb(dataDir);
  try {
    await migrateDb(handle);
    const statuses = sql.raw(
      `array[${BENCH_STATUSES.slice(0, eventsEach)
        .map((status) => `'${status}'`)
        .join(',')}]::tracking_status[]`,
    );
    // The check digit is the 7-digit serial modulo 7, as formatAirWaybill writes it.
    await handle.db.execute(sql`
      insert into tracked_shipments (air_waybill_number, order_number, origin, destination, pieces, weight_grams)
      select '701-' || (${FIRST_SERIAL} + i)::text || ((${FIRST_SERIAL} + i) % 7)::text,
             'XWF' || (${ORDER_NUMBER_BASE} + i)::text,
             'New York (JFK)', 'Kuwait City (KWI)', 1 + i % 3, 500 + i % 20000
      from generate_series(0, ${shipments - 1}) as i`);
    // A million rows go in faster with the indexes built once afterwards than kept row by row.
    const indexes = IndexListSchema.parse(
      await handle.db.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.tablename = 'tracking_events'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    );
    for (const index of indexes.rows) {
      await handle.db.execute(sql.raw(`drop index "${index.name}"`));
    }
    await handle.db.execute(sql`
      insert into tracking_events (shipment_id, status, occurred_at, location, airport_code)
      select s.id, (${statuses})[e], s.created_at - interval '10 days' + e * interval '17 hours',
             'Bench location ' || e::text, null
      from tracked_shipments s
      cross join generate_series(1, ${eventsEach}) as e`);
    for (const index of indexes.rows) {
      await handle.db.execute(sql.raw(index.definition));
    }
    await handle.db.execute(sql`analyze tracked_shipments`);
    await handle.db.execute(sql`analyze tracking_events`);
    const tenIndexes = Array.from({ length: 10 }, (_, k) => Math.floor(((k + 1) * shipments) / 11));
    const ten = tenIndexes.map((index, k) =>
      k % 2 === 0 ? numbersOf(index).airWaybillNumber : numbersOf(index).orderNumber,
    );
    return {
      one: numbersOf(Math.floor(shipments / 2)).airWaybillNumber,
      ten,
      shipments,
      events: shipments * eventsEach,
      setupSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await handle.close();
  }
}
