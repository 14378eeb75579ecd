import { schema } from '@skyparcel/db';
import { MAX_FAILED_LOGINS, SET_PASSWORD_MAX_SENDS_PER_HOUR } from '@skyparcel/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../modules/sessions';
import { as, type Caller } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildAccount, buildUser } from '../../testing/build-user';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const ORIGINAL = 'Original-pass-1!';

async function requestReset(emailAddress: string) {
  return as(ctx.app, null).post('/api/register/request-set-password', {
    emailAddress,
    recaptchaToken: await solveCaptcha(ctx.app),
  });
}

async function resetMailCount(email: string) {
  const rows = await ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
  return rows.length;
}

async function resetToken(email: string) {
  const [mail] = (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}&limit=1`)).json();
  const match = /\?resetToken=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) {
    throw new Error(`no reset link mailed to ${email}`);
  }
  return match[1];
}

function setPassword(token: string, newPassword: string) {
  return as(ctx.app, null).post('/api/register/set-password', { token, newPassword });
}

async function canSignIn(email: string, password: string) {
  const response = await as(ctx.app, null).post('/api/login/login', {
    email,
    password,
    recaptchaToken: await solveCaptcha(ctx.app),
  });
  return response.statusCode === 200;
}

describe('forgot password', () => {
  test('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await buildAccount(ctx.db, { password: ORIGINAL });
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message: 'Reset instructions have been sent to your email address.',
    });
    expect(unknown.json()).toEqual(known.json());
    const nobody = await as(ctx.app, null).get('/api/dev/mailbox?to=nobody-here@example.com');
    expect(nobody.json()).toEqual([]);
    expect(await resetToken(user.email)).toMatch(/^[\w-]{43}$/);
  });

  test('the link sets a new password once, ends old sessions, and the old password stops working', async () => {
    const { user, token: oldSession } = await buildUser(ctx.db, { password: ORIGINAL });
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const response = await setPassword(token, 'Brand-new-pass-7!');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully' });
    expect(await canSignIn(user.email, 'Brand-new-pass-7!')).toBe(true);
    expect(await canSignIn(user.email, ORIGINAL)).toBe(false);
    const me = await as(ctx.app, { token: oldSession }).get('/api/user');
    expect(me.statusCode).toBe(401);
    const again = await setPassword(token, 'Another-new-pass-8!');
    expect(again.json().error).toEqual({ code: 'RESET_TOKEN_INVALID', message: 'No token found' });
  });

  test('a previously used password is refused and the link stays usable', async () => {
    const user = await buildAccount(ctx.db, { password: ORIGINAL });
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const reused = await setPassword(token, ORIGINAL);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'PASSWORD_USED_BEFORE',
      message: 'The password provided has been used previously',
    });
    expect((await setPassword(token, 'Fresh-pass-9!')).statusCode).toBe(200);
  });

  test('without a solved captcha it answers Error validating Recaptcha. and mails nothing', async () => {
    const user = await buildAccount(ctx.db, { password: ORIGINAL });
    const response = await as(ctx.app, null).post('/api/register/request-set-password', {
      emailAddress: user.email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'CAPTCHA_INVALID',
      message: 'Error validating Recaptcha.',
    });
    expect(await resetMailCount(user.email)).toBe(0);
  });

  test(`mails one account at most ${SET_PASSWORD_MAX_SENDS_PER_HOUR} links an hour, answering the same`, async () => {
    const user = await buildAccount(ctx.db, { password: ORIGINAL });
    const answers = [];
    for (let i = 0; i <= SET_PASSWORD_MAX_SENDS_PER_HOUR; i += 1) {
      answers.push(await requestReset(user.email));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array(SET_PASSWORD_MAX_SENDS_PER_HOUR + 1).fill(200),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await resetMailCount(user.email)).toBe(SET_PASSWORD_MAX_SENDS_PER_HOUR);
  });

  test('parallel requests cannot pass the hourly cap', async () => {
    const user = await buildAccount(ctx.db, { password: ORIGINAL });
    await Promise.all(Array.from({ length: 10 }, () => requestReset(user.email)));
    expect(await resetMailCount(user.email)).toBe(SET_PASSWORD_MAX_SENDS_PER_HOUR);
  });

  // Builds an app of its own, which takes a while on a busy machine.
  test('one address gets 429 past its limit', async () => {
    const limited = await buildTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await as(limited.app, null).post('/api/register/request-set-password', {
          emailAddress: 'nobody-here@example.com',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);

  test('a weak new password is refused with the checklist key', async () => {
    const response = await setPassword('any-token', 'weak');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ newPassword: 'registerModal.neededChars' });
  });
});

describe('POST /api/user/set-password', () => {
  async function change(caller: Caller, oldPassword: string, newPassword: string) {
    return as(ctx.app, caller).post('/api/user/set-password', { oldPassword, newPassword });
  }

  test('changes the password, keeps this session and ends the others', async () => {
    const current = await buildUser(ctx.db, { password: ORIGINAL });
    const other = await createSession(ctx.db, current.user.id);
    const response = await change(current, ORIGINAL, 'Changed-pass-3!');
    expect(response.json()).toEqual({ message: 'Password changed successfully' });
    const mine = await as(ctx.app, current).get('/api/user');
    expect(mine.statusCode).toBe(200);
    const theirs = await as(ctx.app, other).get('/api/user');
    expect(theirs.statusCode).toBe(401);
    const [history] = await ctx.db
      .select()
      .from(schema.passwordHistory)
      .where(eq(schema.passwordHistory.userId, current.user.id));
    expect(history?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  test('a wrong current password answers Current Password is incorrect', async () => {
    const customer = await buildUser(ctx.db, { password: ORIGINAL });
    const response = await change(customer, 'Not-the-pass-1!', 'Changed-pass-3!');
    expect(response.json().error.message).toBe('Current Password is incorrect');
  });

  test('a weak new password answers New Password is invalid', async () => {
    const customer = await buildUser(ctx.db, { password: ORIGINAL });
    const response = await change(customer, ORIGINAL, 'short');
    expect(response.json().error.message).toBe('New Password is invalid');
  });

  test('the same password again is refused as used previously', async () => {
    const customer = await buildUser(ctx.db, { password: ORIGINAL });
    const response = await change(customer, ORIGINAL, ORIGINAL);
    expect(response.json().error.code).toBe('PASSWORD_USED_BEFORE');
  });

  test(`after ${MAX_FAILED_LOGINS} wrong current passwords it answers Too many attempts, even to the right one`, async () => {
    const customer = await buildUser(ctx.db, { password: ORIGINAL });
    const codes: string[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) {
      codes.push(
        (await change(customer, `Not-the-pass-${i}!`, 'Changed-pass-3!')).json().error.code,
      );
    }
    expect(codes.slice(0, -1).every((code) => code === 'CURRENT_PASSWORD_INCORRECT')).toBe(true);
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    const right = await change(customer, ORIGINAL, 'Changed-pass-3!');
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe('Too many attempts. Please try again later.');
  });

  // Builds an app of its own, which takes a while on a busy machine.
  test('one address gets 429 past its limit', async () => {
    const limited = await buildTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const customer = await buildUser(limited.db, { password: ORIGINAL });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        // The right current password and a weak new one: refused, but never counted as a guess.
        const response = await as(limited.app, customer).post('/api/user/set-password', {
          oldPassword: ORIGINAL,
          newPassword: 'short',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);

  test('needs a signed-in user', async () => {
    const response = await as(ctx.app, null).post('/api/user/set-password', {
      oldPassword: ORIGINAL,
      newPassword: 'Changed-pass-3!',
    });
    expect(response.statusCode).toBe(401);
  });
});
