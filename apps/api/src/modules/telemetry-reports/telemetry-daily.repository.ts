import { schema } from '@skyparcel/db';
import { TELEMETRY_CONVERSION_PAGES, type TelemetryPeriod } from '@skyparcel/domain/telemetry';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const {
  telemetryEvents: events,
  telemetryDaily: daily,
  telemetryFoldWatermark: watermark,
} = schema;

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
/** An instant as a query parameter, typed (PGlite and pg serialise a bare Date differently). */
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const utcDay = sql`(${events.occurredAt} at time zone 'UTC')::date`;

/**
 * One fold at a time, across processes (decision 065): a second waits for the first and then
 * finds little left to do. Taken for the rest of the transaction.
 */
export async function lockTelemetryFold(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('telemetry_fold', 0))`);
}

export async function findTelemetryFoldWatermark(
  db: DbOrTx,
): Promise<{ receivedThrough: Date; foldedAt: Date } | null> {
  const [row] = await db
    .select({ receivedThrough: watermark.receivedThrough, foldedAt: watermark.foldedAt })
    .from(watermark);
  return row ?? null;
}

export async function saveTelemetryFoldWatermark(
  tx: DbOrTx,
  mark: { receivedThrough: Date; foldedAt: Date },
): Promise<void> {
  await tx
    .insert(watermark)
    .values({ isSingleton: true, ...mark })
    .onConflictDoUpdate({ target: watermark.isSingleton, set: mark });
}

/**
 * The UTC days of the page views received after `receivedAfter`, however long ago they occurred
 * (the BRIN index of migration 0040 finds the recent blocks), or of every page view when it is
 * null (the first fold).
 */
export async function findTelemetryDaysReceivedSince(
  db: DbOrTx,
  receivedAfter: Date | null,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: sql<string>`${utcDay}::text` })
    .from(events)
    .where(
      and(
        eq(events.kind, 'pageview'),
        receivedAfter ? sql`${events.receivedAt} > ${instant(receivedAfter)}` : undefined,
      ),
    );
  return rows.map((row) => row.day);
}

/**
 * Writes the rollup rows of `days` afresh from the raw page views (decision 065): the days' old
 * rows go, and each dimension's figures of each day are counted again, so a fold run twice, or
 * in two processes one after the other, writes the same rows. A page is the page view's name, the
 * route pattern the client sends (the Register modal's is `/register`, though its address is
 * `/?register`). A user is an `ai_user` id; a page view sent without one (cookieless, before
 * consent) counts its session as a user of its own.
 */
export async function recomputeTelemetryDays(tx: DbOrTx, days: readonly string[]): Promise<void> {
  if (days.length === 0) {
    return;
  }
  const sorted = [...days].sort();
  const from = startOfDay(sorted[0] ?? '');
  const to = new Date(startOfDay(sorted[sorted.length - 1] ?? '').getTime() + DAY_MS);
  const dayList = sql`string_to_array(${sorted.join(',')}, ',')::date[]`;
  const conversions = sql.join(
    Object.entries(TELEMETRY_CONVERSION_PAGES).map(([name, page]) => sql`(${name}, ${page})`),
    sql`, `,
  );
  await tx.delete(daily).where(sql`${daily.day} = any(${dayList})`);
  await tx.execute(sql`
    insert into ${daily} (day, dimension, value, page_views, sessions, users)
    with views as materialized (
      select ${utcDay} as day, occurred_at, name as page, session_id, language, device, browser,
        coalesce('u:' || user_id, 's:' || session_id) as visitor,
        case when signed_in then 'signedIn' else 'visitor' end as audience
      from ${events}
      where kind = 'pageview' and occurred_at >= ${instant(from)} and occurred_at < ${instant(to)}
        and ${utcDay} = any(${dayList})
    ),
    entries as (
      select distinct on (day, session_id) day, session_id, visitor, page
      from views order by day, session_id, occurred_at, page
    )
    select day, 'all', '', count(*), count(distinct session_id), count(distinct visitor)
      from views group by day
    union all
    select day, 'page', page, count(*), count(distinct session_id), count(distinct visitor)
      from views group by day, page
    union all
    select day, 'language', language, count(*), count(distinct session_id), count(distinct visitor)
      from views group by day, language
    union all
    select day, 'device', device, count(*), count(distinct session_id), count(distinct visitor)
      from views group by day, device
    union all
    select day, 'browser', browser, count(*), count(distinct session_id), count(distinct visitor)
      from views group by day, browser
    union all
    select day, 'audience', audience, count(*), count(distinct session_id), count(distinct visitor)
      from views group by day, audience
    union all
    select day, 'entry', page, count(*), count(*), count(distinct visitor)
      from entries group by day, page
    union all
    select v.day, 'conversion', c.name, count(*), count(distinct v.session_id),
        count(distinct v.visitor)
      from views v join (values ${conversions}) as c(name, page) on v.page = c.page
      group by v.day, c.name
  `);
}

export type TelemetryDailyFigure = {
  dimension: string;
  value: string;
  /** The day for `all` (the chart's points); null for the other dimensions, summed over the period. */
  day: string | null;
  pageViews: number;
  sessions: number;
  users: number;
};

/**
 * The period's figures in one read of the rollup: the `all` rows day by day, every other
 * dimension's values summed over the period's days.
 */
export async function readTelemetryFigures(
  db: DbOrTx,
  period: TelemetryPeriod,
): Promise<TelemetryDailyFigure[]> {
  const dayOfAll = sql<
    string | null
  >`case when ${daily.dimension} = 'all' then ${daily.day}::text end`;
  return db
    .select({
      dimension: daily.dimension,
      value: daily.value,
      day: dayOfAll,
      pageViews: sql<number>`sum(${daily.pageViews})`.mapWith(Number),
      sessions: sql<number>`sum(${daily.sessions})`.mapWith(Number),
      users: sql<number>`sum(${daily.users})`.mapWith(Number),
    })
    .from(daily)
    .where(and(gte(daily.day, period.from), lte(daily.day, period.to)))
    .groupBy(daily.dimension, daily.value, dayOfAll);
}
