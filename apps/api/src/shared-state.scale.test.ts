import { randomUUID } from 'node:crypto';
import { type DbHandle, openDb, schema } from '@skyparcel/db';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTotpSecretCipher } from './modules/credentials';
import { DEMO_PASSWORD } from './modules/users';
import { type ApiProcess, startApiProcess } from './testing/api-process';
import { buildPackage } from './testing/build-package';
import { buildAccount, buildCustomer, buildUser } from './testing/build-user';
import { createDatabaseFromTemplate } from './testing/template-db';
import { TEST_AUTH_SECRET } from './testing/test-auth-secret';
import { waitUntil } from './testing/wait-until';

/**
 * Two built API processes on one PostgreSQL, no proxy between (issue 29, decision 071): what a
 * request needs lives in the database, so a step begun on one process holds on the other, and
 * an operator's change made through one is what the other prices with within a second.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Per address and minute: the lockout below makes 12 sign-in attempts from one address. */
const SIGN_IN_LIMIT = 12;

let a: ApiProcess;
let b: ApiProcess;
let handle: DbHandle;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!postgresUrl) {
    throw new Error('the scale tests run on the PostgreSQL server of TEST_DATABASE_URL');
  }
  // An empty database: the first process migrates it and writes the reference data, as a first
  // deploy does; the people each test needs are made by the builders.
  const database = await createDatabaseFromTemplate(postgresUrl, 'template0');
  drop = database.drop;
  const env = {
    DATABASE_URL: database.url,
    // Each test calls from an address of its own (X-Forwarded-For), so limits do not mix.
    TRUST_PROXY: '1',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '50',
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO: 'false',
  };
  a = await startApiProcess({ name: 'api-a', env });
  b = await startApiProcess({ name: 'api-b', env });
  handle = await openDb({ kind: 'postgres', url: database.url });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await handle?.close();
  await drop?.();
});

type Call = { token?: string; from?: string; body?: unknown; method?: string };

async function call(process: ApiProcess, path: string, { token, from, body, method }: Call = {}) {
  const response = await fetch(`${process.base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** What the ALTCHA widget does: a challenge from `process`, solved, encoded. */
async function solveCaptcha(process: ApiProcess) {
  const challenge = (await call(process, '/api/captcha/challenge')).json as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A test's own client address, so its sign-in attempts count apart from the others'. */
const anAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

function passwordStep(process: ApiProcess, email: string, from: string, token: string) {
  return call(process, '/api/login/login', {
    from,
    body: { email, password: DEMO_PASSWORD, recaptchaToken: token },
  });
}

async function mailedCode(process: ApiProcess, email: string) {
  const [mail] = (await call(process, `/api/dev/mailbox?to=${email}&limit=1`)).json;
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) {
    throw new Error(`no code mailed to ${email}`);
  }
  return code;
}

describe('two API processes on one PostgreSQL', () => {
  test('a session opened on A works on B, and signing out on A ends it on B', async () => {
    const from = anAddress();
    const { email } = await buildAccount(handle.db, { password: DEMO_PASSWORD });
    const challenge = await passwordStep(a, email, from, await solveCaptcha(b));
    expect(challenge.status).toBe(200);
    const session = await call(a, '/api/login/verify-code', {
      from,
      body: { challengeId: challenge.json.challengeId, code: await mailedCode(b, email) },
    });
    expect(session.status).toBe(200);
    const { token } = session.json;

    expect((await call(b, '/api/state', { token })).status).toBe(200);
    expect((await call(a, '/api/login/logout', { token, method: 'POST' })).status).toBe(204);
    expect((await call(b, '/api/state', { token })).status).toBe(401);
  });

  test('a rate limit is counted across both: the hit past the limit is refused, wherever it lands', async () => {
    const from = anAddress();
    const statuses: number[] = [];
    for (let hit = 0; hit < SIGN_IN_LIMIT + 2; hit += 1) {
      statuses.push((await call(hit % 2 ? b : a, '/api/login/login', { from, body: {} })).status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(400), 429, 429]);
  });

  test('a captcha, an e-mailed code and an authenticator code used on A are refused on B', async () => {
    const from = anAddress();
    const { email } = await buildAccount(handle.db, { password: DEMO_PASSWORD });
    const captcha = await solveCaptcha(a);
    const { challengeId } = (await passwordStep(a, email, from, captcha)).json;
    expect((await passwordStep(b, email, from, captcha)).json.error.code).toBe('CAPTCHA_INVALID');

    const code = await mailedCode(a, email);
    expect(
      (await call(a, '/api/login/verify-code', { from, body: { challengeId, code } })).status,
    ).toBe(200);
    const replayed = await call(b, '/api/login/verify-code', { from, body: { challengeId, code } });
    expect(replayed.json.error.code).toBe('OTP_EXPIRED');

    // An operator's authenticator code: its time step is spent, even on a new challenge.
    const id = randomUUID();
    const secret = generateSecret();
    const operator = await buildAccount(handle.db, {
      id,
      role: 'STAFF',
      password: DEMO_PASSWORD,
      totpSecretEncrypted: createTotpSecretCipher(TEST_AUTH_SECRET).encrypt(secret, id),
      totpLastStep: 0,
    });
    const totp = await generate({ secret });
    const first = (await passwordStep(a, operator.email, from, await solveCaptcha(a))).json;
    const onA = await call(a, '/api/login/verify-code', {
      from,
      body: { challengeId: first.challengeId, code: totp },
    });
    expect(onA.status).toBe(200);
    const second = (await passwordStep(b, operator.email, from, await solveCaptcha(b))).json;
    const onB = await call(b, '/api/login/verify-code', {
      from,
      body: { challengeId: second.challengeId, code: totp },
    });
    expect(onB.json.error.code).toBe('OTP_INVALID');
  });

  test('a lockout made by wrong passwords on both holds on both, even for the right password', async () => {
    const from = anAddress();
    const { email } = await buildAccount(handle.db, { password: DEMO_PASSWORD });
    const answers: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const process = attempt % 2 ? b : a;
      const response = await call(process, '/api/login/login', {
        from,
        body: {
          email,
          password: `Wrong-pass-${attempt}!`,
          recaptchaToken: await solveCaptcha(process),
        },
      });
      answers.push(response.json.error.code);
    }
    expect(answers).toEqual([...Array(9).fill('INVALID_CREDENTIALS'), 'ACCOUNT_LOCKED']);
    for (const process of [a, b]) {
      const right = await passwordStep(process, email, from, await solveCaptcha(process));
      expect(right.json.error.code).toBe('ACCOUNT_LOCKED');
    }
  });

  test('a rate card and a coupon changed through A are what B prices with, within a second', async () => {
    const admin = await buildUser(handle.db, { role: 'ADMIN' });
    const customer = await buildCustomer(handle.db);
    const pkg = await buildPackage(handle.db, {
      owner: customer,
      warehouse: 'US-DE',
      status: 'ready_to_send',
    });
    const publicPrice = async () =>
      (await call(b, '/api/deliveries/price?fromWarehouseId=US-DE&toCountryCode=KW&weight=1.2'))
        .json.amount;
    const quote = (couponCode?: string) =>
      call(b, '/api/shipping/warehouses/US-DE/shipping-discount', {
        token: customer.token,
        body: {
          packageIds: [pkg.id],
          destinationCode: 'KW',
          options: [],
          ...(couponCode ? { couponCode } : {}),
        },
      });
    const priceBefore = await publicPrice();
    const quoteBefore = await quote();
    expect(quoteBefore.status).toBe(200);

    // A card far above today's, in force from now.
    const changed = await call(a, '/api/admin/prices/rate-cards', {
      token: admin.token,
      body: {
        warehouseCode: 'US-DE',
        destinationCode: 'KW',
        currency: 'USD',
        steps: [0.5, 1, 1.5, 2, 2.5, 3].map((kg, index) => ({ kg, amount: 500 + index * 50 })),
      },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(201);
    const changedAt = performance.now();
    await waitUntil(async () => (await publicPrice()) !== priceBefore, {
      timeoutMs: 1_000,
      what: "B's price to follow the new card",
    });
    const priceDelay = performance.now() - changedAt;
    const quoteAfter = await quote();
    expect(quoteAfter.json).not.toEqual(quoteBefore.json);
    expect(priceDelay).toBeLessThan(1_000);

    // A coupon made and then switched off through A: B honours it, then refuses it.
    const code = `SCALE${randomUUID().slice(0, 6).toUpperCase()}`;
    const coupon = await call(a, '/api/admin/coupons', {
      token: admin.token,
      body: { code, kind: 'percent', percent: 10 },
    });
    expect(coupon.status, JSON.stringify(coupon.json)).toBe(201);
    expect((await quote(code)).status).toBe(200);
    const off = await call(a, `/api/admin/coupons/${coupon.json.id}/deactivate`, {
      token: admin.token,
      method: 'POST',
    });
    expect(off.status).toBe(200);
    expect((await quote(code)).json.error.code).toBe('COUPON_INACTIVE');
    console.info(
      `a rate card changed through A: B priced with it ${priceDelay.toFixed(0)} ms later`,
    );
  });

  test("a reference list changed in the database reaches B's cache within a second", async () => {
    const customer = await buildCustomer(handle.db);
    const codesOnB = async () =>
      (await call(b, '/api/state', { token: customer.token })).json.productTypes.map(
        (type: { code: string }) => type.code,
      );
    expect(await codesOnB()).not.toContain('SCALE-DRONES');
    // Each process listens on a connection of its own; the news then comes by notification.
    const listeners = await waitUntil(async () => {
      const result = await handle.db.execute(
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and query = 'LISTEN cache_versions'`,
      );
      const { rows } = result as unknown as { rows: { count: number }[] };
      return rows[0]?.count === 2 && rows[0].count;
    });
    expect(listeners).toBe(2);
    await handle.db.insert(schema.productTypes).values({
      code: 'SCALE-DRONES',
      name: { 'en-US': 'Drones', no: 'Droner', fr: 'Drones', 'ar-AE': 'طائرات مسيّرة' },
      sortOrder: 99,
    });
    const changedAt = performance.now();
    await waitUntil(async () => (await codesOnB()).includes('SCALE-DRONES'), {
      timeoutMs: 1_000,
      what: "B's reference lists to follow",
    });
    const delay = performance.now() - changedAt;
    expect(delay).toBeLessThan(1_000);
    console.info(`a product type added by SQL: listed by B ${delay.toFixed(0)} ms later`);
    await handle.db.delete(schema.productTypes).where(eq(schema.productTypes.code, 'SCALE-DRONES'));
  });
});
