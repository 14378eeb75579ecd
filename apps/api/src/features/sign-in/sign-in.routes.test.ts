import { schema } from '@skyparcel/db';
import { SESSION_REFRESH_GRACE_SECONDS } from '@skyparcel/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hashToken } from '../../modules/sessions';
import type { NewUser } from '../../modules/users';
import { DEMO_PASSWORD } from '../../modules/users';
import { as } from '../../testing/as';
import { buildCompany } from '../../testing/build-company';
import { buildTestApp } from '../../testing/build-test-app';
import { buildAccount, buildCustomer, buildUser } from '../../testing/build-user';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const CUSTOMER = 'customer@demo.skyparcel.test';

/** A fresh approved, confirmed customer, so tests do not share lockout or send counters. */
async function createCustomer(overrides: Partial<NewUser> = {}) {
  const user = await buildAccount(ctx.db, {
    firstName: 'Test',
    password: DEMO_PASSWORD,
    ...overrides,
  });
  return user.email;
}

async function login(email: string, password = DEMO_PASSWORD) {
  return as(ctx.app, null).post('/api/login/login', {
    email,
    password,
    recaptchaToken: await solveCaptcha(ctx.app),
  });
}

async function latestCode(email: string): Promise<string> {
  const [mail] = (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}&limit=1`)).json();
  const match = /\b(\d{6})\b/.exec(mail?.text ?? '');
  if (!match?.[1]) {
    throw new Error(`no code mailed to ${email}`);
  }
  return match[1];
}

function verify(challengeId: string, code: string) {
  return as(ctx.app, null).post('/api/login/verify-code', { challengeId, code });
}

/** Password step and code step; answers the session. */
async function signIn(email: string) {
  const { challengeId } = (await login(email)).json();
  return (await verify(challengeId, await latestCode(email))).json();
}

describe('POST /api/login/login (the password step)', () => {
  test('e-mails a 6-digit code and answers a challenge, never a token or the code', async () => {
    const response = await login(CUSTOMER);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      challengeId: expect.any(String),
      verificationCodeExpiry: expect.any(String),
      agentCodeIsNull: true,
      approvalStatusIsApproved: true,
    });
    const minutes = (Date.parse(body.verificationCodeExpiry) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const code = await latestCode(CUSTOMER);
    expect(response.body).not.toContain(code);
    const [stored] = await ctx.db
      .select()
      .from(schema.loginChallenges)
      .where(eq(schema.loginChallenges.id, body.challengeId));
    expect(stored?.codeHash).not.toContain(code);
  });

  test('a business member is told it has an agent code', async () => {
    const body = (await login('business-user@demo.skyparcel.test')).json();
    expect(body.agentCodeIsNull).toBe(false);
  });

  test('an unknown e-mail and a wrong password get the same answer', async () => {
    const unknown = await login('nobody@example.com');
    const wrong = await login(await createCustomer(), 'Wrong-pass-1!');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email address/password' },
    });
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('without a solved captcha it answers Error validating Recaptcha.', async () => {
    const response = await as(ctx.app, null).post('/api/login/login', {
      email: CUSTOMER,
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'CAPTCHA_INVALID',
      message: 'Error validating Recaptcha.',
    });
  });

  test('a malformed e-mail or an empty password is refused with the field keys', async () => {
    const response = await as(ctx.app, null).post('/api/login/login', {
      email: 'not an email',
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'LOGIN_INPUT_INVALID',
      message: 'Email or password is not valid.',
      fields: { email: 'validation.emailLoose', password: 'validation.passwordRequired' },
    });
  });

  test('an empty e-mail is Email is required', async () => {
    const response = await as(ctx.app, null).post('/api/login/login', {
      email: '  ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: 'validation.emailRequired' });
  });

  test('locks the account after 10 wrong passwords, even for the right one', async () => {
    const email = await createCustomer();
    const answers: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push((await login(email, `Wrong-pass-${i}!`)).json().error.code);
    }
    expect(answers.slice(0, 9).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(answers[9]).toBe('ACCOUNT_LOCKED');
    const right = await login(email);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.message).toBe('User account locked out.');
  });

  test('an account under review cannot sign in', async () => {
    const email = await createCustomer({ isApproved: false });
    const response = await login(email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Your account is still under review. You will be notified when it has been approved.',
    );
  });

  test('an unconfirmed e-mail answers EMAIL_NOT_CONFIRMED', async () => {
    const email = await createCustomer({ emailConfirmedAt: null });
    expect((await login(email)).json().error.code).toBe('EMAIL_NOT_CONFIRMED');
  });

  test('a deactivated account cannot sign in', async () => {
    const email = await createCustomer({ isActive: false });
    expect((await login(email)).json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  test('sends at most 5 codes an hour', async () => {
    const email = await createCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(email)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('counts only codes nobody answered: six sign-ins that all succeed within the hour pass (issue 27)', async () => {
    const email = await createCustomer();
    for (let i = 0; i < 7; i += 1) {
      expect((await signIn(email)).token).toMatch(/^[\w-]{43}$/);
    }
    // Unanswered codes still meet the cap, after the answered ones.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(email)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/login/verify-code (the code step)', () => {
  test('the right code issues a session token that opens GET /api/user', async () => {
    const email = await createCustomer();
    const session = await signIn(email);
    expect(session).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: expect.any(String),
      role: 'CUSTOMER',
      agentCodeIsNull: true,
    });
    const me = await as(ctx.app, session).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'CUSTOMER', firstName: 'Test' });
  });

  test('a wrong code answers Invalid code please try again.', async () => {
    const email = await createCustomer();
    const { challengeId } = (await login(email)).json();
    const code = await latestCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await verify(challengeId, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'OTP_INVALID',
      message: 'Invalid code please try again.',
    });
  });

  test('a code works once', async () => {
    const email = await createCustomer();
    const { challengeId } = (await login(email)).json();
    const code = await latestCode(email);
    expect((await verify(challengeId, code)).statusCode).toBe(200);
    const again = await verify(challengeId, code);
    expect(again.json().error).toEqual({
      code: 'OTP_EXPIRED',
      message: 'OTP expired please try again.',
    });
  });

  test('five wrong tries end the challenge, even for the right code afterwards', async () => {
    const email = await createCustomer();
    const { challengeId } = (await login(email)).json();
    const code = await latestCode(email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(challengeId, wrong)).json().error.code).toBe('OTP_INVALID');
    }
    expect((await verify(challengeId, code)).json().error.code).toBe('OTP_EXPIRED');
  });

  test('50 parallel wrong guesses get at most 5 tries', async () => {
    const email = await createCustomer();
    const { challengeId } = (await login(email)).json();
    const code = await latestCode(email);
    const guesses = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => verify(challengeId, guess)));
    const codes = answers.map((answer) => answer.json().error.code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OTP_EXPIRED')).toHaveLength(45);
    const [stored] = await ctx.db
      .select()
      .from(schema.loginChallenges)
      .where(eq(schema.loginChallenges.id, challengeId));
    expect(stored?.attempts).toBe(5);
  });

  test('a new code voids the old one', async () => {
    const email = await createCustomer();
    const first = (await login(email)).json();
    const firstCode = await latestCode(email);
    const second = (await login(email)).json();
    expect((await verify(first.challengeId, firstCode)).json().error.code).toBe('OTP_EXPIRED');
    expect((await verify(second.challengeId, await latestCode(email))).statusCode).toBe(200);
  });

  test('a code expires after 10 minutes', async () => {
    const email = await createCustomer();
    const { challengeId } = (await login(email)).json();
    const code = await latestCode(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    try {
      expect((await verify(challengeId, code)).json().error.code).toBe('OTP_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  test('the code must be 6 digits', async () => {
    const response = await verify('00000000-0000-4000-8000-000000000000', '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ code: 'validation.insertValidCode' });
  });
});

describe('rate limits', () => {
  test('one address gets 429 with Retry-After past the sign-in limit', async () => {
    const limited = await buildTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await as(limited.app, null).post('/api/login/login', {
          email: 'nobody@example.com',
          password: 'x',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.headers['retry-after']).toBeDefined();
          expect(response.json().error.code).toBe('TOO_MANY_REQUESTS');
        }
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  test('a call without a token answers 401 User not authenticated', async () => {
    const response = await as(ctx.app, null).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });

  test('an unknown token answers 401 with the session timeout text', async () => {
    const response = await as(ctx.app, { token: 'not-a-real-token' }).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'Your session has timed out. Please Login again in order to continue.',
    );
  });

  test('logout kills the token on the server', async () => {
    const session = await signIn(await createCustomer());
    const logout = await as(ctx.app, session).post('/api/login/logout');
    expect(logout.statusCode).toBe(204);
    const after = await as(ctx.app, session).get('/api/user');
    expect(after.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(schema.sessions);
    expect(JSON.stringify(row)).not.toContain(session.token);
  });

  test('refresh moves the expiry on while the session is in use', async () => {
    const session = await signIn(await createCustomer());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    try {
      const refreshed = await as(ctx.app, session).post('/api/login/refresh');
      expect(refreshed.statusCode).toBe(200);
      expect(Date.parse(refreshed.json().expiresAt)).toBeGreaterThan(Date.parse(session.expiresAt));
    } finally {
      vi.useRealTimers();
    }
  });

  test('automatic refreshes do not keep an idle session alive', async () => {
    const session = await signIn(await createCustomer());
    let token: string = session.token;
    const start = Date.now();
    try {
      for (const minutes of [14, 28]) {
        vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * 60_000 });
        const refreshed = await as(ctx.app, { token }).post('/api/login/refresh');
        expect(refreshed.statusCode).toBe(200);
        token = refreshed.json().token;
        vi.useRealTimers();
      }
      vi.useFakeTimers({ toFake: ['Date'], now: start + 31 * 60_000 });
      const idle = await as(ctx.app, { token }).post('/api/login/refresh');
      expect(idle.json().error.code).toBe('SESSION_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  test('refresh answers a new token; the old one works for the grace, then answers 401', async () => {
    const session = await signIn(await createCustomer());
    const me = (token: string) => as(ctx.app, { token }).get('/api/user');
    const refreshed = await as(ctx.app, session).post('/api/login/refresh');
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json().token;
    expect(renewed).toMatch(/^[\w-]{43}$/);
    expect(renewed).not.toBe(session.token);
    // Another tab, or a call in flight, still gets through with the old one for a moment.
    expect((await me(session.token)).statusCode).toBe(200);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (SESSION_REFRESH_GRACE_SECONDS + 1) * 1000,
    });
    try {
      const replayed = await me(session.token);
      expect(replayed.statusCode).toBe(401);
      const replayedRefresh = await as(ctx.app, session).post('/api/login/refresh');
      expect(replayedRefresh.statusCode).toBe(401);
      expect((await me(renewed)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  test('two tabs refreshing with the same token at once both keep working', async () => {
    const session = await signIn(await createCustomer());
    const [first, second] = await Promise.all(
      [1, 2].map(() => as(ctx.app, session).post('/api/login/refresh')),
    );
    for (const answer of [first, second]) {
      const me = await as(ctx.app, { token: answer?.json().token }).get('/api/user');
      expect(me.statusCode).toBe(200);
    }
  });

  test('logout ends the refreshed token and the one it replaced', async () => {
    const session = await signIn(await createCustomer());
    const refreshed = await as(ctx.app, session).post('/api/login/refresh');
    const renewed = refreshed.json().token;
    const logout = await as(ctx.app, { token: renewed }).post('/api/login/logout');
    expect(logout.statusCode).toBe(204);
    for (const token of [session.token, renewed]) {
      const me = await as(ctx.app, { token }).get('/api/user');
      expect(me.statusCode).toBe(401);
    }
  });

  test('a call moves the last activity at most once a minute, and idle still ends the session', async () => {
    const { token } = await buildUser(ctx.db, { role: 'CUSTOMER' });
    const lastSeenAt = async () => {
      const [row] = await ctx.db
        .select({ lastSeenAt: schema.sessions.lastSeenAt })
        .from(schema.sessions)
        .where(eq(schema.sessions.tokenHash, hashToken(token)));
      return row?.lastSeenAt.getTime();
    };
    const at = async (offsetMs: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: start + offsetMs });
      try {
        return (await as(ctx.app, { token }).get('/api/user')).statusCode;
      } finally {
        vi.useRealTimers();
      }
    };
    const start = Date.now();
    // A tab's refreshes would keep the token from expiring; only the idle rule is tested here.
    await ctx.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(start + 3 * 60 * 60_000) })
      .where(eq(schema.sessions.tokenHash, hashToken(token)));
    const signedInAt = await lastSeenAt();
    // Within the minute: answered, nothing written.
    expect(await at(30_000)).toBe(200);
    expect(await lastSeenAt()).toBe(signedInAt);
    // A minute on: the call is the last activity.
    expect(await at(2 * 60_000)).toBe(200);
    expect(await lastSeenAt()).toBe(start + 2 * 60_000);
    expect(await at(2 * 60_000 + 30_000)).toBe(200);
    expect(await lastSeenAt()).toBe(start + 2 * 60_000);
    // Idle: alive 29 minutes after the last touch, dead 30 minutes after the last call.
    expect(await at(31 * 60_000)).toBe(200);
    expect(await lastSeenAt()).toBe(start + 31 * 60_000);
    expect(await at(61 * 60_000 + 31_000)).toBe(401);
  });

  test('a session idle for more than 30 minutes is dead', async () => {
    const session = await signIn(await createCustomer());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    try {
      const response = await as(ctx.app, session).get('/api/user');
      expect(response.json().error.code).toBe('SESSION_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  test('deactivating a user ends their sessions at once', async () => {
    const email = await createCustomer();
    const session = await signIn(email);
    await ctx.db.update(schema.users).set({ isActive: false }).where(eq(schema.users.email, email));
    const response = await as(ctx.app, session).get('/api/user');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/login/botlogin', () => {
  function botLogin(email: string, password = DEMO_PASSWORD) {
    return as(ctx.app, null).post('/api/login/botlogin', { email, password });
  }

  test('an agent account gets a session with no captcha and no code', async () => {
    const response = await botLogin('bot@demo.skyparcel.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'BOT', agentCodeIsNull: false });
    const me = await as(ctx.app, { token: response.json().token }).get('/api/user');
    expect(me.json().role).toBe('BOT');
  });

  test('any other account is refused like an unknown e-mail', async () => {
    const customer = await botLogin(CUSTOMER);
    expect(customer.statusCode).toBe(400);
    expect(customer.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await botLogin('bot@demo.skyparcel.test', 'Wrong-pass-1!')).json()).toEqual(
      customer.json(),
    );
  });

  test('a body the schema refuses answers Email or password is not valid.', async () => {
    const response = await botLogin('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'LOGIN_INPUT_INVALID',
      message: 'Email or password is not valid.',
      fields: { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
    });
  });
});

describe('POST /api/login/user-type', () => {
  /** An individual's lists: the shopping countries and the destination countries. */
  const SHOPPING = { origins: ['AE', 'GB', 'US'], destinations: ['AE', 'KW', 'SA'] };
  /** A business's: the EDI lanes, with the one to Dakar opened below (no parcel service there). */
  const CARGO = { origins: ['AE', 'GB', 'US'], destinations: ['AE', 'KW', 'SA', 'SN'] };

  beforeAll(async () => {
    const [dubai] = await ctx.db
      .select()
      .from(schema.warehouses)
      .where(eq(schema.warehouses.code, 'AE-DXB'));
    await ctx.db.insert(schema.rateCards).values({
      warehouseId: dubai?.id ?? '',
      destinationCountryCode: 'SN',
      currency: 'AED',
      steps: [{ kg: 0.5, amountMinor: 9_000 }],
      effectiveFrom: new Date('2020-01-01T00:00:00Z'),
    });
  });

  function userType(emailAddress: string, token: string | null = null) {
    return as(ctx.app, token === null ? null : { token }).post('/api/login/user-type', {
      emailAddress,
    });
  }

  /** A company's SHIPPER ADMIN and SHIPPER with a password set (a current account, not migrated). */
  async function businessPair() {
    const company = await buildCompany(ctx.db);
    const member = (role: 'SHIPPER' | 'SHIPPER ADMIN') =>
      buildUser(ctx.db, { role, companyId: company.id, passwordHash: 'a password is set' });
    return { admin: await member('SHIPPER ADMIN'), shipper: await member('SHIPPER') };
  }

  /** The lists in code order, whatever order the server read them in. */
  function sorted(answer: { status: string; origins: string[]; destinations: string[] }) {
    return { ...answer, origins: answer.origins.sort(), destinations: answer.destinations.sort() };
  }

  test('tells a migrated account (no password yet) from a current one, with the countries', async () => {
    const migrated = await createCustomer({ passwordHash: null });
    const answer = (await userType(migrated)).json();
    expect(sorted(answer)).toEqual({ status: 'MigratedUser', ...SHOPPING });
    expect((await userType(CUSTOMER)).json().status).toBe('SkywardsUser');
  });

  test('an unknown address answers as an individual, and so does a business one before sign-in', async () => {
    const company = await businessPair();
    const unknown = await userType('nobody@example.com');
    const individual = await userType(CUSTOMER);
    const business = await userType(company.shipper.user.email);
    expect(sorted(unknown.json())).toEqual({ status: 'SkywardsUser', ...SHOPPING });
    // Byte for byte: nothing tells a business account, an individual and no account apart.
    expect(individual.body).toBe(unknown.body);
    expect(business.body).toBe(unknown.body);
  });

  test('a signed-in business user asking for their own address gets the booking lanes', async () => {
    const company = await businessPair();
    for (const member of [company.shipper, company.admin]) {
      const answer = await userType(member.user.email.toUpperCase(), member.token);
      expect(answer.statusCode).toBe(200);
      expect(sorted(answer.json())).toEqual({ status: 'SkywardsUser', ...CARGO });
    }
  });

  test('a signed-in individual keeps the shopping lists', async () => {
    const individual = await buildCustomer(ctx.db, { passwordHash: 'a password is set' });
    const answer = await userType(individual.user.email, individual.token);
    expect(sorted(answer.json())).toEqual({ status: 'SkywardsUser', ...SHOPPING });
  });

  test('a business user learns nothing more about another address than a visitor does', async () => {
    const company = await businessPair();
    const other = await businessPair();
    const asked = await userType(other.admin.user.email, company.admin.token);
    expect(asked.body).toBe((await userType(other.admin.user.email)).body);
    expect(sorted(asked.json())).toEqual({ status: 'SkywardsUser', ...SHOPPING });
  });

  test('a dead token is a visitor here, not a 401', async () => {
    const company = await businessPair();
    const answer = await userType(company.shipper.user.email, 'not-a-live-token');
    expect(answer.statusCode).toBe(200);
    expect(sorted(answer.json())).toEqual({ status: 'SkywardsUser', ...SHOPPING });
  });
});
