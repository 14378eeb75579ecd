import { schema } from '@skyparcel/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertPageViews } from '../../testing/build-page-views';
import { buildTestApp } from '../../testing/build-test-app';
import { FOLD_OVERLAP_MS } from './fold-telemetry-days';
import { foldTelemetryDays } from './index';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const MINUTE = 60 * 1000;
const T = new Date('2026-04-15T12:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * MINUTE);

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const foldAt = (now: Date) => foldTelemetryDays({ db: ctx.db, clock: () => now });

function rollup() {
  const daily = schema.telemetryDaily;
  return ctx.db
    .select()
    .from(daily)
    .orderBy(asc(daily.day), asc(daily.dimension), asc(daily.value));
}

async function figureOf(day: string, dimension: string, value = '') {
  const daily = schema.telemetryDaily;
  const [row] = await ctx.db
    .select({ pageViews: daily.pageViews, sessions: daily.sessions, users: daily.users })
    .from(daily)
    .where(and(eq(daily.day, day), eq(daily.dimension, dimension), eq(daily.value, value)));
  return row;
}

test('folds every day at first, then gives the same rows however often and however concurrently it runs', async () => {
  await insertPageViews(ctx.db, [
    { session: 'a', at: '2026-04-14T08:00:00Z', page: '/', receivedAt: at(-60) },
    { session: 'a', at: '2026-04-14T08:01:00Z', page: '/ship', receivedAt: at(-60) },
    { session: 'b', user: null, at: '2026-04-15T09:00:00Z', page: '/', receivedAt: at(-30) },
    { session: 'c', at: '2025-05-01T09:00:00Z', page: '/faqs', receivedAt: at(-30) },
  ]);
  expect(await foldAt(T)).toEqual({ days: 3, foldedAt: T });
  const first = await rollup();
  expect(await figureOf('2026-04-14', 'all')).toEqual({ pageViews: 2, sessions: 1, users: 1 });
  expect(await figureOf('2026-04-14', 'entry', '/')).toEqual({
    pageViews: 1,
    sessions: 1,
    users: 1,
  });
  expect(await figureOf('2026-04-14', 'conversion', 'shipmentStarted')).toEqual({
    pageViews: 1,
    sessions: 1,
    users: 1,
  });
  expect(await figureOf('2025-05-01', 'page', '/faqs')).toMatchObject({ pageViews: 1 });

  await foldAt(at(1));
  expect(await rollup()).toEqual(first);
  // Two processes at once: the advisory lock makes the second wait, then write the same rows.
  await Promise.all([foldAt(at(2)), foldAt(at(2))]);
  expect(await rollup()).toEqual(first);
});

test('recomputes only the days that received page views since the watermark, late ones included', async () => {
  await foldAt(at(10));
  // A day nobody sent anything for is left as it is (tampered here to show it is not rewritten).
  await ctx.db
    .update(schema.telemetryDaily)
    .set({ pageViews: 999 })
    .where(
      and(eq(schema.telemetryDaily.day, '2026-04-14'), eq(schema.telemetryDaily.dimension, 'all')),
    );
  // A page view of last May arriving now (a retried batch), and one the ingesting process stamped
  // just before the watermark but committed after the fold read.
  await insertPageViews(ctx.db, [
    { session: 'd', at: '2025-05-01T10:00:00Z', page: '/faqs', receivedAt: at(11) },
    {
      session: 'e',
      at: '2026-04-13T10:00:00Z',
      page: '/aboutus',
      receivedAt: new Date(at(10).getTime() - FOLD_OVERLAP_MS / 2),
    },
  ]);
  expect(await foldAt(at(15))).toMatchObject({ days: 3 });
  expect(await figureOf('2025-05-01', 'page', '/faqs')).toEqual({
    pageViews: 2,
    sessions: 2,
    users: 2,
  });
  expect(await figureOf('2026-04-13', 'all')).toEqual({ pageViews: 1, sessions: 1, users: 1 });
  expect(await figureOf('2026-04-14', 'all')).toMatchObject({ pageViews: 999 });
  // Today is always recomputed: the cookieless session is one user.
  expect(await figureOf('2026-04-15', 'all')).toEqual({ pageViews: 1, sessions: 1, users: 1 });
  expect(await figureOf('2026-04-15', 'audience', 'visitor')).toMatchObject({ pageViews: 1 });
});

test('custom events count nowhere; a day that lost its page views loses its rows', async () => {
  await insertPageViews(ctx.db, [
    { session: 'f', at: '2026-04-12T10:00:00Z', page: '/', kind: 'event', receivedAt: at(20) },
  ]);
  await foldAt(at(25));
  expect(await figureOf('2026-04-12', 'all')).toBeUndefined();
});
