import { schema } from '@skyparcel/db';
import { ACCOUNT_MAX_FAILED_LOGINS, MAX_FAILED_LOGINS } from '@skyparcel/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hashPassword } from '../../modules/credentials';
import { DEMO_PASSWORD } from '../../modules/users';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildAccount } from '../../testing/build-user';
import { solveCaptcha } from '../../testing/solve-captcha';

// Each test makes dozens of real Argon2 checks, which take a while on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// Behind one trusted proxy, so each test can speak from several client addresses (ADR 013).
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let passwordHash = '';
beforeAll(async () => {
  ctx = await buildTestApp({ TRUST_PROXY: '1' });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => ctx.close());

const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.20';

async function login(email: string, password: string, from: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login/login',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': from },
    payload: { email, password, recaptchaToken: await solveCaptcha(ctx.app) },
  });
}

/** `count` wrong passwords in a row from one address; answers the error codes. */
async function failLogins(email: string, from: string, count = MAX_FAILED_LOGINS) {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    codes.push((await login(email, `Wrong-pass-${i}!`, from)).json().error.code);
  }
  return codes;
}

async function resetLinkToken(email: string) {
  const [mail] = (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}&limit=1`)).json();
  return /\?resetToken=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('wrong passwords lock per account and address pair', () => {
  test('an e-mail without an account locks after the same streak, so a lock tells nothing', async () => {
    const known = await buildAccount(ctx.db, { passwordHash });
    const unknown = `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const knownCodes = await failLogins(known.email, ATTACKER, MAX_FAILED_LOGINS + 1);
    const unknownCodes = await failLogins(unknown, ATTACKER, MAX_FAILED_LOGINS + 1);
    expect(unknownCodes).toEqual(knownCodes);
    expect(unknownCodes.slice(-2)).toEqual(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED']);
    // Another address is not locked out of that e-mail.
    expect((await login(unknown, 'Wrong-pass-1!', OWNER)).json().error.code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  test('a streak from one address locks the account there only; the owner elsewhere signs in', async () => {
    const user = await buildAccount(ctx.db, { passwordHash });
    const codes = await failLogins(user.email, ATTACKER);
    expect(codes.slice(0, MAX_FAILED_LOGINS - 1).every((c) => c === 'INVALID_CREDENTIALS')).toBe(
      true,
    );
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');

    const attackerRight = await login(user.email, DEMO_PASSWORD, ATTACKER);
    expect(attackerRight.statusCode).toBe(403);
    expect(attackerRight.json().error.message).toBe('User account locked out.');
    expect((await login(user.email, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  test('an attacker rotating addresses meets the account ceiling; the owner can still reset by e-mail', async () => {
    const user = await buildAccount(ctx.db, { passwordHash });
    const addresses = Array.from(
      { length: ACCOUNT_MAX_FAILED_LOGINS / MAX_FAILED_LOGINS },
      (_, i) => `198.51.100.${100 + i}`,
    );
    await Promise.all(addresses.map((address) => failLogins(user.email, address)));
    const locked = await login(user.email, DEMO_PASSWORD, OWNER);
    expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/request-set-password',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': OWNER },
      payload: { emailAddress: user.email, recaptchaToken: await solveCaptcha(ctx.app) },
    });
    expect(reset.statusCode).toBe(200);
    const newPassword = 'Harbour-Lights-4#';
    const set = await as(ctx.app, null).post('/api/register/set-password', {
      token: await resetLinkToken(user.email),
      newPassword,
    });
    expect(set.statusCode).toBe(200);
    expect((await login(user.email, newPassword, OWNER)).statusCode).toBe(200);
    // The new password lifted every lock, the rotating attacker's addresses' too.
    expect((await login(user.email, newPassword, addresses[0] ?? '')).statusCode).toBe(200);
  });

  test('the streak starts again once the lock has run out', async () => {
    const user = await buildAccount(ctx.db, { passwordHash });
    await failLogins(user.email, ATTACKER);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      const codes = await failLogins(user.email, ATTACKER);
      expect(codes.slice(0, MAX_FAILED_LOGINS - 1)).toEqual(
        Array(MAX_FAILED_LOGINS - 1).fill('INVALID_CREDENTIALS'),
      );
      expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    } finally {
      vi.useRealTimers();
    }
  });

  test('20 parallel wrong passwords get no more tries than the limit', async () => {
    const user = await buildAccount(ctx.db, { passwordHash });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `Wrong-pass-${i}!`, ATTACKER)),
    );
    const codes = answers.map((answer) => answer.json().error.code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(20 - MAX_FAILED_LOGINS + 1);
    // Each try is claimed before its password is checked: only 10 reached the check.
    const [pair] = await ctx.db
      .select()
      .from(schema.signInLockouts)
      .where(eq(schema.signInLockouts.userId, user.id));
    expect(pair?.failedCount).toBe(MAX_FAILED_LOGINS);
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.failedLoginCount).toBe(MAX_FAILED_LOGINS);
    expect((await login(user.email, DEMO_PASSWORD, ATTACKER)).statusCode).toBe(403);
  });

  test('a right password ends the streak', async () => {
    const user = await buildAccount(ctx.db, { passwordHash });
    await failLogins(user.email, ATTACKER, MAX_FAILED_LOGINS - 1);
    expect((await login(user.email, DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
    const codes = await failLogins(user.email, ATTACKER, MAX_FAILED_LOGINS - 1);
    expect(codes.every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
  });
});

describe('POST /api/login/botlogin', () => {
  function botLogin(email: string, password: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/login/botlogin',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': ATTACKER },
      payload: { email, password },
    });
  }

  test('counts wrong passwords and locks like the main login', async () => {
    const bot = await buildAccount(ctx.db, { role: 'BOT', passwordHash });
    const codes: string[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) {
      codes.push((await botLogin(bot.email, `Wrong-pass-${i}!`)).json().error.code);
    }
    expect(codes.at(0)).toBe('INVALID_CREDENTIALS');
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    const right = await botLogin(bot.email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('ACCOUNT_LOCKED');
  });
});
