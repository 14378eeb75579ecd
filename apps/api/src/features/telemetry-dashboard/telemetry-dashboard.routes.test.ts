import type { TelemetryDashboard } from '@skyparcel/domain/telemetry';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { insertPageViews, type PageViewFixture } from '../../testing/build-page-views';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;

const DASHBOARD = '/api/admin/telemetry';
const PERIOD = 'from=2025-06-10&to=2025-06-12';

// Three UTC days of traffic. s3 is a cookieless visitor whose session crosses midnight; s5's
// page view is late evening in New York, already 12 June in UTC; one row is a custom event and
// one falls the day before the period.
const s1 = { session: 's1', user: 'u1', language: 'en-US', device: 'desktop', browser: 'Chrome' };
const s2 = {
  session: 's2',
  user: 'u1',
  signedIn: true,
  language: 'fr',
  device: 'phone',
  browser: 'Safari',
};
const s3 = { session: 's3', user: null, language: 'ar-AE', device: 'phone', browser: 'Safari' };
const s4 = {
  session: 's4',
  user: 'u2',
  signedIn: true,
  language: 'en-US',
  device: 'tablet',
  browser: 'Firefox',
};
const s5 = { session: 's5', user: 'u3', language: 'no', device: 'desktop', browser: 'Edge' };
const VIEWS: PageViewFixture[] = [
  { ...s1, at: '2025-06-10T10:00:00Z', page: '/' },
  { ...s1, at: '2025-06-10T10:01:00Z', page: '/Tracking' },
  { ...s1, at: '2025-06-10T10:02:00Z', page: '/register' },
  { ...s1, at: '2025-06-10T10:03:00Z', page: '/', kind: 'event' },
  { ...s2, at: '2025-06-10T12:00:00Z', page: '/my-suite' },
  { ...s2, at: '2025-06-10T12:05:00Z', page: '/ship' },
  { ...s3, at: '2025-06-10T23:59:00Z', page: '/Tracking' },
  { ...s3, at: '2025-06-11T00:01:00Z', page: '/' },
  { ...s4, at: '2025-06-11T09:00:00Z', page: '/my-suite' },
  { ...s4, at: '2025-06-11T09:01:00Z', page: '/ship' },
  { ...s5, at: '2025-06-11T23:30:00-04:00', page: '/' },
  { ...s5, session: 's6', at: '2025-06-09T23:59:59Z', page: '/' },
];

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
  await insertPageViews(ctx.db, VIEWS);
});
afterAll(async () => ctx.close());

async function fold() {
  const folded = await as(ctx.app, admin).post(`${DASHBOARD}/fold`);
  expect(folded.statusCode, folded.body).toBe(200);
  return folded.json<{ foldedAt: string }>();
}

async function dashboard(query = PERIOD): Promise<TelemetryDashboard> {
  const response = await as(ctx.app, admin).get(`${DASHBOARD}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/admin/telemetry', () => {
  test('answers 401 to a visitor and 403 to a customer or staff member, for every call', async () => {
    const customer = await buildCustomer(ctx.db);
    const staff = await buildUser(ctx.db, { role: 'STAFF' });
    for (const [method, url] of [
      ['GET', `${DASHBOARD}?${PERIOD}`],
      ['GET', `${DASHBOARD}.csv?${PERIOD}`],
      ['POST', `${DASHBOARD}/fold`],
    ] as const) {
      expect((await as(ctx.app, null).request(method, url)).statusCode, url).toBe(401);
      for (const caller of [customer, staff]) {
        const refused = await as(ctx.app, caller).request(method, url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  test('shows nothing until the first fold, then every figure of the raw page views', async () => {
    const before = await dashboard();
    expect(before.foldedAt).toBeNull();
    expect(before.totals).toEqual({ pageViews: 0, sessions: 0 });
    expect(before.days.map((day) => day.pageViews)).toEqual([0, 0, 0]);

    const { foldedAt } = await fold();
    const answer = await dashboard();
    expect(answer.period).toEqual({ from: '2025-06-10', to: '2025-06-12' });
    expect(answer.foldedAt).toBe(foldedAt);
    // Users: u1 twice, and s3 (cookieless) as one of its own; s3 counts on both of its days.
    expect(answer.days).toEqual([
      { day: '2025-06-10', pageViews: 6, users: 2, sessions: 3 },
      { day: '2025-06-11', pageViews: 3, users: 2, sessions: 2 },
      { day: '2025-06-12', pageViews: 1, users: 1, sessions: 1 },
    ]);
    expect(answer.totals).toEqual({ pageViews: 10, sessions: 6 });
    expect(answer.pages).toEqual([
      { value: '/', pageViews: 3, sessions: 3, sharePercent: 30 },
      { value: '/Tracking', pageViews: 2, sessions: 2, sharePercent: 20 },
      { value: '/my-suite', pageViews: 2, sessions: 2, sharePercent: 20 },
      { value: '/ship', pageViews: 2, sessions: 2, sharePercent: 20 },
      { value: '/register', pageViews: 1, sessions: 1, sharePercent: 10 },
    ]);
    // The first page view of each session on each day.
    expect(answer.entryPages).toEqual([
      { value: '/', sessions: 3, sharePercent: 50 },
      { value: '/my-suite', sessions: 2, sharePercent: 33.3 },
      { value: '/Tracking', sessions: 1, sharePercent: 16.7 },
    ]);
    expect(answer.languages).toEqual([
      { value: 'en-US', pageViews: 5, sessions: 2, sharePercent: 50 },
      { value: 'ar-AE', pageViews: 2, sessions: 2, sharePercent: 20 },
      { value: 'fr', pageViews: 2, sessions: 1, sharePercent: 20 },
      { value: 'no', pageViews: 1, sessions: 1, sharePercent: 10 },
    ]);
    expect(answer.devices).toEqual([
      { value: 'desktop', pageViews: 4, sessions: 2, sharePercent: 40 },
      { value: 'phone', pageViews: 4, sessions: 3, sharePercent: 40 },
      { value: 'tablet', pageViews: 2, sessions: 1, sharePercent: 20 },
    ]);
    expect(answer.browsers).toEqual([
      { value: 'Safari', pageViews: 4, sessions: 3, sharePercent: 40 },
      { value: 'Chrome', pageViews: 3, sessions: 1, sharePercent: 30 },
      { value: 'Firefox', pageViews: 2, sessions: 1, sharePercent: 20 },
      { value: 'Edge', pageViews: 1, sessions: 1, sharePercent: 10 },
    ]);
    expect(answer.audiences).toEqual([
      { value: 'signedIn', pageViews: 4, sessions: 2, sharePercent: 40 },
      { value: 'visitor', pageViews: 6, sessions: 4, sharePercent: 60 },
    ]);
    // s1 reached the Register modal; s2 and s4 the ship wizard: of 6 sessions.
    expect(answer.conversions).toEqual([
      { name: 'signUp', sessions: 1, ratePercent: 16.7 },
      { name: 'shipmentStarted', sessions: 2, ratePercent: 33.3 },
    ]);
  });

  test('a shorter period sums only its days; without dates it is the 30 days up to today', async () => {
    await fold();
    const oneDay = await dashboard('from=2025-06-11&to=2025-06-11');
    expect(oneDay.totals).toEqual({ pageViews: 3, sessions: 2 });
    expect(oneDay.audiences.map((row) => row.value)).toEqual(['signedIn', 'visitor']);
    expect(oneDay.conversions).toEqual([
      { name: 'signUp', sessions: 0, ratePercent: 0 },
      { name: 'shipmentStarted', sessions: 1, ratePercent: 50 },
    ]);

    const recent = await dashboard('');
    const today = new Date().toISOString().slice(0, 10);
    expect(recent.days).toHaveLength(30);
    expect(recent.period.to).toBe(today);
    expect(recent.totals.pageViews).toBe(0);
  });

  test.each([
    ['from=2025-06-12&to=2025-06-10', { to: 'validation.dateOrder' }],
    ['from=2024-05-09&to=2025-06-10', { from: 'validation.telemetryPeriod' }],
    ['from=2025-02-30', { from: 'validation.date' }],
    ['to=1899-12-31', { to: 'validation.dateRange' }],
  ])('answers 400 VALIDATION_FAILED to ?%s, naming the field', async (query, fields) => {
    for (const path of [DASHBOARD, `${DASHBOARD}.csv`]) {
      const response = await as(ctx.app, admin).get(`${path}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
  });

  test('odd queries answer 400, never a 5xx', async () => {
    for (const query of [
      'from[x]=1',
      'from=2025-06-10&from=2025-06-11',
      'to=%00',
      'from=9999999',
    ]) {
      const response = await as(ctx.app, admin).get(`${DASHBOARD}?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
  });
});

describe('GET /api/admin/telemetry.csv', () => {
  test('is the dashboard’s figures, a line each, with page names kept as text', async () => {
    // A page name is whatever a browser sent: it must not become a spreadsheet formula.
    await insertPageViews(ctx.db, [
      {
        session: 's9',
        at: '2025-06-12T08:00:00Z',
        page: '=HYPERLINK("https://evil.example")',
        receivedAt: new Date(),
      },
    ]);
    await fold();
    const response = await as(ctx.app, admin).get(`${DASHBOARD}.csv?${PERIOD}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="site-traffic-2025-06-10-2025-06-12.csv"',
    );
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual(['section', 'key', 'page_views', 'sessions', 'users', 'percent']);
    expect(rows).toContainEqual(['total', '2025-06-10..2025-06-12', '11', '7', '', '']);
    expect(rows).toContainEqual(['day', '2025-06-12', '2', '2', '2', '']);
    expect(rows).toContainEqual(['page', '/', '3', '3', '', '27.3']);
    expect(rows).toContainEqual(['entry_page', '/my-suite', '', '2', '', '28.6']);
    expect(rows).toContainEqual(['audience', 'visitor', '7', '5', '', '63.6']);
    expect(rows).toContainEqual(['conversion', 'shipmentStarted', '', '2', '', '28.6']);
    expect(rows).toContainEqual([
      'page',
      `'=HYPERLINK("https://evil.example")`,
      '1',
      '1',
      '',
      '9.1',
    ]);
    expect(rows.flat().filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
  });
});
