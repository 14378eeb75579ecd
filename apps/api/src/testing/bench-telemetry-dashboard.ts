// `npm run bench -- dashboard` runs this in a process of its own (node --import tsx) against the
// throwaway PostgreSQL 15 server the bench started (its URL is the first argument): 10 million
// page views over 13 months written with generate_series straight into `telemetry_events`, the
// rollup folded from them, then every call of the site traffic dashboard timed through the real
// routes (`app.inject`: authorisation, the rollup's read, response serialisation). The last line
// of output is the result as JSON (decision 065).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { systemClock } from '../lib/clock';
import { foldTelemetryDays } from '../modules/telemetry-reports';
import { loadConfig } from '../plugins/env';
import { openBenchDb } from './bench-database';
import { buildUser } from './build-user';
import { TEST_AUTH_SECRET } from './test-auth-secret';

const URL_ARG = process.argv[2] ?? '';
const PAGE_VIEWS = Number(process.argv[3] ?? 10_000_000);
const CALLS = Number(process.argv[4] ?? 200);
const DAYS = 395;
const VIEWS_PER_SESSION = 4;
const CHUNKS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A weighted choice as a SQL array of 100 entries, picked by a hash (a realistic spread). */
function weighted(choices: Record<string, number>): ReturnType<typeof sql.raw> {
  const entries = Object.entries(choices).flatMap(([value, weight]) =>
    Array.from({ length: weight }, () => `'${value}'`),
  );
  if (entries.length !== 100) {
    throw new Error(`weights add up to ${entries.length}, not 100`);
  }
  return sql.raw(`(array[${entries.join(',')}])`);
}

// Where a session starts: the home page and tracking, mostly.
const ENTRY_PAGES = weighted({
  '/': 45,
  '/Tracking': 25,
  '/my-suite': 10,
  '/faqs': 5,
  '/aboutus': 3,
  '/contact-us': 3,
  '/profile': 3,
  '/delivery-status': 3,
  '/register': 2,
  '/my-package-lockers': 1,
});
// Every later page view of a session.
const PAGES = weighted({
  '/': 18,
  '/Tracking': 14,
  '/my-suite': 14,
  '/my-suite/:warehouseId/packages/:packageId': 8,
  '/ship': 6,
  '/cart': 5,
  '/payment': 3,
  '/my-history': 4,
  '/profile': 4,
  '/register': 3,
  '/faqs': 3,
  '/aboutus': 2,
  '/contact-us': 2,
  '/delivery-status': 4,
  '/shipping-invoice': 2,
  '/my-package-lockers': 2,
  '/reports': 2,
  '/edi-booking': 1,
  '/invoices': 1,
  '/staff': 1,
  '/staff/packages': 1,
});
const LANGUAGES = weighted({ 'en-US': 52, 'ar-AE': 28, fr: 10, no: 8, other: 2 });
const DEVICES = weighted({ phone: 55, desktop: 38, tablet: 6, other: 1 });
const BROWSERS = weighted({
  Chrome: 50,
  Safari: 28,
  Edge: 8,
  'Samsung Internet': 6,
  Firefox: 5,
  Opera: 2,
  Other: 1,
});

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-dashboard-'));
const handle = await openBenchDb(URL_ARG);
const { db } = handle;
try {
  await migrateDb(handle);
  await seedReferenceData(db);
  // A partition per month of the span, as the retention pass keeps them (decision 064).
  await db.execute(sql`
    select telemetry_ensure_partition(now() - make_interval(months => m))
    from generate_series(0, 14) m`);

  const sessions = Math.ceil(PAGE_VIEWS / VIEWS_PER_SESSION);
  const users = Math.ceil(sessions / 2);
  const end = Date.now() - 60 * 60 * 1000;
  const start = new Date(end - DAYS * DAY_MS);
  // `h(x)`: a hash of x in [0, 100), so each session has its language, device and browser and
  // each page view its page. A fifth of sessions are cookieless; a third are signed in.
  const hundredth = (expression: string) =>
    sql.raw(`(1 + mod(hashint8(${expression})::bigint + 2147483648, 100))`);
  const writeStarted = performance.now();
  const perChunk = Math.ceil(PAGE_VIEWS / CHUNKS);
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const first = chunk * perChunk;
    const last = Math.min(PAGE_VIEWS, first + perChunk) - 1;
    await db.execute(sql`
      insert into telemetry_events (occurred_at, received_at, kind, name, page, session_id,
        user_id, auth_user_id, signed_in, role, language, device, browser, country)
      select v.at, v.at + interval '3 seconds', 'pageview', v.page, v.page, 's' || v.s,
        case when v.s % 5 = 0 then null else 'u' || mod(v.s * 7919, ${users}) end,
        case when v.signed then 'a' || mod(v.s * 7919, ${users}) end, v.signed,
        case when v.signed then 'CUSTOMER' end,
        ${LANGUAGES}[${hundredth('v.s * 3')}],
        ${DEVICES}[${hundredth('v.s * 5')}],
        ${BROWSERS}[${hundredth('v.s * 7')}], null
      from (
        select g / ${VIEWS_PER_SESSION} as s,
          ${start.toISOString()}::timestamptz
            + ((g / ${VIEWS_PER_SESSION})::double precision / ${sessions})
              * (${DAYS}::int * interval '1 day')
            + (g % ${VIEWS_PER_SESSION}) * interval '45 seconds' as at,
          case when g % ${VIEWS_PER_SESSION} = 0 then ${ENTRY_PAGES}[${hundredth('g')}]
            else ${PAGES}[${hundredth('g')}] end as page,
          ${hundredth(`(g / ${VIEWS_PER_SESSION}) * 11`)} <= 33 as signed
        from generate_series(${first}::bigint, ${last}::bigint) g
      ) v`);
    process.stderr.write(`  ${last + 1} page views written\n`);
  }
  const writeSeconds = (performance.now() - writeStarted) / 1000;
  process.stderr.write(`  written in ${writeSeconds.toFixed(1)} s\n`);
  await db.execute(sql`analyze telemetry_events`);

  const foldStarted = performance.now();
  const firstFold = await foldTelemetryDays({ db, clock: systemClock });
  const firstFoldSeconds = (performance.now() - foldStarted) / 1000;
  process.stderr.write(
    `  first fold: ${firstFold.days} days in ${firstFoldSeconds.toFixed(1)} s\n`,
  );
  await db.execute(sql`analyze telemetry_daily`);
  const [rollup] = await db
    .select({ rows: sql<number>`count(*)`.mapWith(Number) })
    .from(schema.telemetryDaily);

  // The pass as it runs every 5 minutes: a day's worth of new page views for today.
  const todayViews = Math.round(PAGE_VIEWS / DAYS);
  await db.execute(sql`
    insert into telemetry_events (occurred_at, received_at, kind, name, page, session_id,
      user_id, auth_user_id, signed_in, role, language, device, browser, country)
    select now() - (g % 3600) * interval '1 second', now(), 'pageview', '/', '/',
      'today-' || (g / 4), 'today-u' || (g / 8), null, false, null, 'en-US', 'phone', 'Chrome', null
    from generate_series(1, ${todayViews}) g`);
  const passStarted = performance.now();
  await foldTelemetryDays({ db, clock: systemClock });
  const passMs = performance.now() - passStarted;

  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: URL_ARG,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    AUTH_SECRET: TEST_AUTH_SECRET,
  });
  const app = await buildApp({ config, dbHandle: handle });
  await app.ready();
  const admin = await buildUser(db, { role: 'ADMIN' });
  // A CSV export is limited to 120 an hour per user (issue 27): each admin makes 100 of them.
  const csvAdmins = await Promise.all(
    Array.from({ length: Math.ceil((CALLS + 5) / 100) }, () => buildUser(db, { role: 'ADMIN' })),
  );
  let csvCalls = 0;
  const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
  const today = day(0);
  const calls = [
    { name: '7 days', url: `/api/admin/telemetry?from=${day(6 * DAY_MS)}&to=${today}` },
    { name: '30 days', url: `/api/admin/telemetry?from=${day(29 * DAY_MS)}&to=${today}` },
    { name: '13 months', url: `/api/admin/telemetry?from=${day(396 * DAY_MS)}&to=${today}` },
    {
      name: 'CSV, 13 months',
      url: `/api/admin/telemetry.csv?from=${day(396 * DAY_MS)}&to=${today}`,
    },
  ];
  const get = (url: string) => {
    const caller = url.includes('.csv')
      ? (csvAdmins[Math.floor(csvCalls++ / 100)] ?? admin)
      : admin;
    return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${caller.token}` } });
  };
  const times = calls.map(() => [] as number[]);
  let pageViewsOf13Months = 0;
  for (const [index, call] of calls.entries()) {
    const answer = await get(call.url);
    if (answer.statusCode !== 200) {
      throw new Error(`${call.name} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    }
    if (index === 2) {
      pageViewsOf13Months = (answer.json() as { totals: { pageViews: number } }).totals.pageViews;
    }
    for (let warm = 0; warm < 4; warm += 1) {
      await get(call.url);
    }
  }
  // The calls take turns, so a slow moment of the machine falls on each of them alike.
  for (let round = 0; round < CALLS; round += 1) {
    for (const [index, call] of calls.entries()) {
      const started = performance.now();
      const answer = await get(call.url);
      times[index]?.push(performance.now() - started);
      if (answer.statusCode !== 200) {
        throw new Error(`${call.name} answered ${answer.statusCode}`);
      }
    }
  }
  await app.close();
  console.log(
    JSON.stringify({
      pageViews: PAGE_VIEWS,
      pageViewsOf13Months,
      writeSeconds: Number(writeSeconds.toFixed(1)),
      firstFoldSeconds: Number(firstFoldSeconds.toFixed(1)),
      foldedDays: firstFold.days,
      rollupRows: rollup?.rows ?? 0,
      passMs: Number(passMs.toFixed(0)),
      calls: calls.map((call, index) => {
        const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
        return {
          name: call.name,
          p50Ms: Number(percentile(sorted, 50).toFixed(1)),
          p95Ms: Number(percentile(sorted, 95).toFixed(1)),
        };
      }),
    }),
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
