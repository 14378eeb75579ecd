import { randomUUID } from 'node:crypto';
import { type DbHandle, openDb, schema } from '@skyparcel/db';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { startPgBouncer, type ThrowawayPgBouncer } from '../../../scripts/pgbouncer-server.mjs';
import { startReplica, type ThrowawayPostgres } from '../../../scripts/postgres-server.mjs';
import { DEMO_PASSWORD, findUserById } from './modules/users';
import { type ApiProcess, startApiProcess } from './testing/api-process';
import { buildCompany } from './testing/build-company';
import { buildPackage } from './testing/build-package';
import { buildSavedCard } from './testing/build-saved-card';
import { KUWAIT_OFFICE } from './testing/build-ship-request';
import { buildCustomer } from './testing/build-user';
import { createDatabaseFromTemplate } from './testing/template-db';
import { waitUntil } from './testing/wait-until';

/**
 * A built API server as deployed at scale (issue 29, decision 072): its pool behind PgBouncer
 * 1.18 in transaction mode, migrations on the server itself, and a streaming replica of the
 * test PostgreSQL for the reports. One process for both: its first start (migrating) is most
 * of the file's time.
 *
 * Behind the pooler each transaction may get another server connection, so a session's
 * settings, a named prepared statement or a session lock would leak or fail: three server
 * connections for the API's ten clients, and calls sent together, make every such trap show.
 * The reports read the replica (shown by pausing its replay: a row written on the primary then
 * stays out of the answer), the caller's own writes and reads stay on the primary, and with the
 * replica stopped the same reads answer from the primary, without a 5xx, until it is back.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const SettingsSchema = z.object({
  rows: z
    .array(
      z.object({
        zone: z.string(),
        jit: z.string(),
        timeout: z.string(),
        idle: z.string(),
        pid: z.number(),
      }),
    )
    .length(1)
    .transform(([row]) => row ?? { zone: '', jit: '', timeout: '', idle: '', pid: 0 }),
});

const REPORT = '/api/reports/shipments-per-week';
const LsnSchema = z.object({ rows: z.array(z.object({ lsn: z.string() })) });

let bouncer: ThrowawayPgBouncer;
let replica: ThrowawayPostgres;
let api: ApiProcess;
let direct: string;
let primary: DbHandle;
let onReplica: pg.Client;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!postgresUrl) {
    throw new Error('the scale tests run on the PostgreSQL server of TEST_DATABASE_URL');
  }
  // An empty database the process migrates, as a first deploy does. Without the demo (its seed
  // was two thirds of the file's time): each test builds the people it needs.
  const database = await createDatabaseFromTemplate(postgresUrl, 'template0');
  drop = database.drop;
  direct = database.url;
  bouncer = await startPgBouncer({ upstreamUrl: database.url, poolSize: 3 });
  replica = await startReplica(database.url);
  api = await startApiProcess({
    name: 'api-pgbouncer-replica',
    env: {
      DATABASE_URL: bouncer.url,
      DATABASE_DIRECT_URL: database.url,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_REPLICA_URL: replica.url,
      SEED_DEMO: 'false',
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '50',
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  primary = await openDb({ kind: 'postgres', url: database.url });
  onReplica = new pg.Client({ connectionString: replica.url });
  await onReplica.connect();
});

afterAll(async () => {
  await api?.stop();
  await bouncer?.stop();
  await onReplica?.end().catch(() => undefined);
  await primary?.close();
  replica?.stop();
  await drop?.();
});

type Call = { token?: string; body?: unknown; headers?: Record<string, string> };

async function call(path: string, { token, body, headers }: Call = {}) {
  const response = await fetch(`${api.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text };
}

async function signIn(email: string) {
  const challenge = (await call('/api/captcha/challenge')).json as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const step = await call('/api/login/login', {
    body: { email, password: DEMO_PASSWORD, recaptchaToken },
  });
  expect(step.status, step.text).toBe(200);
  const [mail] = (await call(`/api/dev/mailbox?to=${email}&limit=1`)).json;
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const session = await call('/api/login/verify-code', {
    body: { challengeId: step.json.challengeId, code },
  });
  expect(session.status, session.text).toBe(200);
  return session.json.token as string;
}

describe('PgBouncer in transaction mode', () => {
  test('a handle of the pooled mode: every connection starts UTC, without JIT, with the timeouts', async () => {
    // The API's own timeouts: the handle makes them its role's defaults again, as a boot does.
    const handle: DbHandle = await openDb({
      kind: 'postgres',
      url: bouncer.url,
      directUrl: direct,
      poolMode: 'transaction',
    });
    try {
      const settings = await Promise.all(
        Array.from(
          { length: 12 },
          async () =>
            SettingsSchema.parse(
              await handle.db.execute(
                sql`select current_setting('TimeZone') as zone, current_setting('jit') as jit,
                current_setting('statement_timeout') as timeout,
                current_setting('idle_in_transaction_session_timeout') as idle,
                pg_backend_pid() as pid from pg_sleep(0.05)`,
              ),
            ).rows,
        ),
      );
      // Each statement holds its server connection a moment: all three answered, each with the
      // settings (the server's own zone is UTC+14, postgres-server.mjs).
      expect(new Set(settings.map((row) => row.pid)).size).toBeGreaterThan(1);
      for (const row of settings) {
        expect(row).toEqual({ zone: 'UTC', jit: 'off', timeout: '5s', idle: '5s', pid: row.pid });
      }
      // Prepared reads of two connections at once: named, one would find the other's name.
      const reads = await Promise.all(
        Array.from({ length: 30 }, () =>
          findUserById(handle.db, '00000000-0000-4000-8000-000000000000'),
        ),
      );
      expect(reads.every((user) => user === undefined)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  test('what the session mode sends is refused by PgBouncer: the mode setting is needed', async () => {
    const client = new pg.Client({ connectionString: bouncer.url, options: '-c jit=off' });
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter: options/);
    await client.end().catch(() => undefined);
  });

  test('sign-in, GET /state, My Suite, a quote, a ship request and its payment by saved card', async () => {
    const customer = await buildCustomer(primary.db, { password: DEMO_PASSWORD });
    for (let i = 0; i < 3; i += 1) {
      await buildPackage(primary.db, { owner: customer, status: 'ready_to_send' });
    }
    const cardToken = `tok_sandbox_pgbouncer_${randomUUID().slice(0, 8)}`;
    await primary.db.insert(schema.sandboxCardTokens).values({
      token: cardToken,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      behaviour: 'succeeds',
    });
    await buildSavedCard(primary.db, { owner: customer, token: cardToken });
    const token = await signIn(customer.user.email);
    const states = await Promise.all(
      Array.from({ length: 10 }, () => call('/api/state', { token })),
    );
    expect(states.map((state) => state.status)).toEqual(Array(10).fill(200));

    const suite = await call('/api/warehouses/byCountry/US/packages?tab=readyToSend&pageSize=100', {
      token,
    });
    expect(suite.status, suite.text).toBe(200);
    const ready = suite.json.items.filter(
      (item: { status: string; shipRequestId?: string | null }) =>
        item.status === 'ready_to_send' && !item.shipRequestId,
    );
    const packageIds: string[] = ready.slice(0, 2).map((item: { id: string }) => item.id);
    expect(packageIds).toHaveLength(2);

    const quotes = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('/api/shipping/warehouses/US-DE/shipping-discount', {
          token,
          body: { packageIds, destinationCode: 'KW', options: ['INS'] },
        }),
      ),
    );
    expect(quotes.map((quote) => quote.status)).toEqual(Array(6).fill(200));
    const [quote] = quotes;

    const contact = await call('/api/user/contacts', { token, body: KUWAIT_OFFICE });
    expect(contact.status, contact.text).toBe(201);
    const created = await call('/api/shipping', {
      token,
      body: {
        packageIds,
        contactId: contact.json.id,
        options: ['INS'],
        valuesConfirmed: true,
        quotedTotal: quote?.json.total,
      },
    });
    expect(created.status, created.text).toBe(201);

    const cards = await call('/api/user/credit-cards', { token });
    const paid = await call('/api/payment/invoices', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { shipRequestIds: [created.json.shipRequest.id], savedCardId: cards.json[0]?.id },
    });
    expect(paid.status, paid.text).toBe(200);
    const outcome = await call(`/api/Payment?orderCode=${paid.json.orderCode}`, { token });
    expect(outcome.json.status).toBe('succeeded');
    expect(bouncer.log()).not.toMatch(/prepared statement/);
    expect(api.output()).not.toMatch(/error/i);
  });
});

async function get(path: string, token: string) {
  const response = await fetch(`${api.base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, text: await response.text() };
}

async function reportTotal(token: string): Promise<number> {
  const answer = await get(REPORT, token);
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text).total;
}

/** `count` more shipments of `companyId` paid a week ago, as a rollup difference (decision 055). */
async function addShipments(companyId: string, count: number) {
  const [warehouse] = await primary.db.select({ id: schema.warehouses.id }).from(schema.warehouses);
  const day = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await primary.db.insert(schema.reportShipmentDays).values({
    companyId,
    day,
    warehouseId: warehouse?.id ?? '',
    destination: 'KW',
    paid: count,
  });
}

/** The replica has replayed everything the primary wrote so far. */
async function replicaCaughtUp() {
  const { rows } = LsnSchema.parse(
    await primary.db.execute(sql`select pg_current_wal_lsn()::text as lsn`),
  );
  await waitUntil(
    async () =>
      (
        await onReplica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [
          rows[0]?.lsn,
        ])
      ).rows[0]?.done === true,
    { what: 'the replica to replay the primary' },
  );
}

describe('a streaming replica for the reports', () => {
  test('reports read the replica; own writes stay on the primary; a stopped replica falls back and returns', async () => {
    const company = await buildCompany(primary.db);
    const { shipper, admin } = company;
    await replicaCaughtUp();
    const before = await reportTotal(shipper.token);

    // The replica's replay paused: what the primary gets now, the replica does not have.
    await onReplica.query('select pg_wal_replay_pause()');
    await addShipments(company.id, 1_000);
    expect(await reportTotal(shipper.token)).toBe(before);
    // A write and the read of it go to the primary (`db`), whatever the replica lags.
    const created = await fetch(`${api.base}/api/user/contacts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...KUWAIT_OFFICE, firstName: 'Replica' }),
    });
    expect(created.status, await created.text()).toBe(201);
    expect((await get('/api/user/contacts', admin.token)).text).toContain('Replica');

    await onReplica.query('select pg_wal_replay_resume()');
    await waitUntil(async () => (await reportTotal(shipper.token)) === before + 1_000, {
      what: 'the report to show the replayed shipments',
    });

    // The replica stops: its reads answer from the primary, without a 5xx and without waiting.
    await onReplica.end();
    replica.stopServer();
    const reads = [
      REPORT,
      `${REPORT}.csv`,
      '/api/reports/lanes',
      '/api/reports/delivery-performance',
    ];
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) {
      for (const path of reads) {
        const answer = await get(path, shipper.token);
        expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      }
    }
    const invoicesCsv = await get('/api/Invoices/skec.csv', admin.token);
    expect(invoicesCsv.status, invoicesCsv.text).toBe(200);
    // Twenty reads and an export: no connect timeout waited more than once.
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(await reportTotal(shipper.token)).toBe(before + 1_000);
    expect(api.output()).toMatch(/read replica unreachable: its reads go to the primary/);

    // Back: the probe finds it within a second or so, and the reports read it again.
    replica.startServer();
    onReplica = new pg.Client({ connectionString: replica.url });
    await onReplica.connect();
    await replicaCaughtUp();
    await onReplica.query('select pg_wal_replay_pause()');
    await addShipments(company.id, 500);
    await waitUntil(async () => (await reportTotal(shipper.token)) === before + 1_000, {
      what: 'the reports to read the replica again',
    });
    expect(api.output()).toMatch(/read replica answers again/);
    await onReplica.query('select pg_wal_replay_resume()');
  });
});
