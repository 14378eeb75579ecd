import { createHash } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { DEFAULT_LOYALTY_PROGRAMME, type LoyaltyEnrolment } from '@skyparcel/domain/accounts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { CookieBrowser, findFreePort } from '../../testing/cookie-browser';
import { DEMO_LOYALTY_MEMBERS, DEMO_LOYALTY_PASSWORD } from './local-provider/demo-members';
import { seedDemoLoyaltyMember } from './seed-demo-loyalty-member';
import { STATE_COOKIE } from './state-cookie';

// The code exchange is real HTTP from the portal to its own mounted provider (discovery, token,
// userinfo), so the app listens on a port of its own and PUBLIC_URL names it.
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let base = '';
const issuer = () => `${base}/dev/loyalty-provider`;
const callbackUrl = () => `${base}/authsuccess`;

beforeAll(async () => {
  const port = await findFreePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await buildTestApp({ PORT: String(port), PUBLIC_URL: base });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  await seedDemoLoyaltyMember(ctx.db, {
    issuer: issuer(),
    programme: DEFAULT_LOYALTY_PROGRAMME,
    isLocal: true,
  });
});
afterAll(async () => ctx.close());

const [LINKED, NEW_MEMBER, SAME_EMAIL] = DEMO_LOYALTY_MEMBERS as [
  (typeof DEMO_LOYALTY_MEMBERS)[number],
  (typeof DEMO_LOYALTY_MEMBERS)[number],
  (typeof DEMO_LOYALTY_MEMBERS)[number],
];
const FAILED = 'Failed to exchange code for token';

function start(browser: CookieBrowser, callback = callbackUrl()) {
  const query = new URLSearchParams({ callbackUrl: callback, lang: 'en-US' });
  return browser.fetch(`${base}/api/login/loyalty-programme?${query}`);
}

/**
 * A visitor's whole trip: the portal's redirect, the provider's sign-in page, the form, and the
 * redirects back, ending at /authsuccess?code&state&iss (which the SPA would now load).
 */
async function signInAtProvider(browser: CookieBrowser, login: string) {
  const started = await start(browser);
  expect(started.status).toBe(302);
  const loginPage = await browser.follow(started.headers.get('location') ?? '');
  expect(loginPage.response.status).toBe(200);
  expect(await loginPage.response.text()).toContain('name="password"');

  const submitted = await browser.fetch(`${loginPage.url.href}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password: DEMO_LOYALTY_PASSWORD }).toString(),
  });
  expect(submitted.status).toBe(303);
  const back = await browser.follow(
    new URL(submitted.headers.get('location') ?? '', loginPage.url),
    (next) => next.href.startsWith(callbackUrl()),
  );
  expect(back.url.href.startsWith(`${callbackUrl()}?`)).toBe(true);
  return back.url;
}

/** What /authsuccess does: the code as plain text, state and iss beside it. */
function exchange(browser: CookieBrowser, returned: URL, code = returned.searchParams.get('code')) {
  const query = new URLSearchParams({ state: returned.searchParams.get('state') ?? '' });
  const iss = returned.searchParams.get('iss');
  if (iss) {
    query.set('iss', iss);
  }
  return browser.fetch(`${base}/api/Login/${DEFAULT_LOYALTY_PROGRAMME}/Token?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: code ?? '',
  });
}

function createAccount(body: Record<string, unknown>) {
  return fetch(`${base}/api/register/loyalty-programme`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The error model's `{ error: { code, message } }` of a failed call. */
async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}

async function userByEmail(email: string) {
  const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
  return user;
}

describe('GET /api/login/loyalty-programme', () => {
  test('answers 302 to the provider with PKCE S256, state and nonce, and keeps only the hash of the state', async () => {
    const browser = new CookieBrowser();
    const response = await start(browser);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer()}/auth`);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('skyparcel-portal');
    expect(params.get('redirect_uri')).toBe(callbackUrl());
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = params.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{20,}$/);
    expect(browser.cookie(STATE_COOKIE)).toBe(state);

    const stateHash = createHash('sha256').update(state).digest('hex');
    const [flight] = await ctx.db
      .select()
      .from(schema.loyaltySignIns)
      .where(eq(schema.loyaltySignIns.stateHash, stateHash));
    expect(flight).toMatchObject({ programme: 'skywards', callbackUrl: callbackUrl() });
    expect(flight?.codeVerifier).not.toBe(params.get('code_challenge'));
  });

  test('refuses a callbackUrl that is not this portal’s /authsuccess (no open redirect)', async () => {
    for (const callback of ['https://evil.example/authsuccess', `${base}/my-suite`]) {
      const response = await start(new CookieBrowser(), callback);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect((await errorOf(response)).code).toBe('LOYALTY_CALLBACK_INVALID');
    }
  });
});

describe('POST /api/Login/{programme}/Token', () => {
  test('signs a linked member in: the token comes back as plain text and opens a session', async () => {
    const browser = new CookieBrowser();
    const returned = await signInAtProvider(browser, LINKED.memberNumber);
    expect(returned.searchParams.get('iss')).toBe(issuer());

    const response = await exchange(browser, returned);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const token = await response.text();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(browser.cookie(STATE_COOKIE)).toBeUndefined();

    const me = await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'customer@demo.skyparcel.test' });
  });

  test('refuses a replayed state, even with its cookie', async () => {
    const browser = new CookieBrowser();
    const returned = await signInAtProvider(browser, LINKED.email);
    const state = returned.searchParams.get('state') ?? '';
    expect((await exchange(browser, returned)).status).toBe(200);

    const replay = await fetch(
      `${base}/api/Login/skywards/Token?state=${state}&iss=${encodeURIComponent(issuer())}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: `${STATE_COOKIE}=${state}` },
        body: returned.searchParams.get('code') ?? '',
      },
    );
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).message).toBe(FAILED);
  });

  test('refuses a wrong state, and a right one without the cookie of the browser that started', async () => {
    const browser = new CookieBrowser();
    const returned = await signInAtProvider(browser, LINKED.memberNumber);
    const wrong = new URL(returned);
    wrong.searchParams.set('state', 'x'.repeat(43));
    const wrongState = await exchange(browser, wrong);
    expect(wrongState.status).toBe(400);
    expect((await errorOf(wrongState)).message).toBe(FAILED);
    // Cookie and query agreeing on a state that was never issued find no sign-in either.
    const forged = await fetch(
      `${base}/api/Login/skywards/Token?state=${'x'.repeat(43)}&iss=${encodeURIComponent(issuer())}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: `${STATE_COOKIE}=${'x'.repeat(43)}` },
        body: returned.searchParams.get('code') ?? '',
      },
    );
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).message).toBe(FAILED);

    // Another browser (a link sent to a victim) holds the code and state but not the cookie.
    const other = await signInAtProvider(new CookieBrowser(), LINKED.memberNumber);
    const stolen = await exchange(new CookieBrowser(), other);
    expect(stolen.status).toBe(400);
    expect((await errorOf(stolen)).message).toBe(FAILED);
  });

  test('answers "Failed to exchange code for token" for a code the provider never issued', async () => {
    const browser = new CookieBrowser();
    const returned = await signInAtProvider(browser, LINKED.memberNumber);
    const response = await exchange(browser, returned, 'not-a-real-code');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'LOYALTY_TOKEN_EXCHANGE_FAILED', message: FAILED },
    });
  });

  test('refuses a sign-in whose flight has expired', async () => {
    const browser = new CookieBrowser();
    const returned = await signInAtProvider(browser, LINKED.memberNumber);
    const stateHash = createHash('sha256')
      .update(returned.searchParams.get('state') ?? '')
      .digest('hex');
    await ctx.db
      .update(schema.loyaltySignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.loyaltySignIns.stateHash, stateHash));
    const response = await exchange(browser, returned);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(FAILED);
  });

  test.each([
    ['PKCE verifier', { codeVerifier: 'v'.repeat(43) }],
    ['nonce', { nonce: 'n'.repeat(43) }],
  ] as const)('refuses the exchange when the %s does not match', async (_name, tampered) => {
    const browser = new CookieBrowser();
    const returned = await signInAtProvider(browser, LINKED.memberNumber);
    const stateHash = createHash('sha256')
      .update(returned.searchParams.get('state') ?? '')
      .digest('hex');
    await ctx.db
      .update(schema.loyaltySignIns)
      .set(tampered)
      .where(eq(schema.loyaltySignIns.stateHash, stateHash));
    const response = await exchange(browser, returned);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(FAILED);
  });

  test('answers the same failure without a state or a code', async () => {
    for (const [query, code] of [
      ['', 'some-code'],
      ['?state=abc', ''],
    ]) {
      const response = await fetch(`${base}/api/Login/skywards/Token${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: `${STATE_COOKIE}=abc` },
        body: code,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(FAILED);
    }
  });

  test('answers 404 for a programme the portal does not know', async () => {
    const response = await fetch(`${base}/api/Login/other-programme/Token?state=abc`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'code',
    });
    expect(response.status).toBe(404);
  });
});

describe('a first-time member', () => {
  test('gets an enrolment, creates the account in one call, and waits for approval', async () => {
    const browser = new CookieBrowser();
    const response = await exchange(browser, await signInAtProvider(browser, NEW_MEMBER.email));
    expect(response.status).toBe(202);
    const enrolment = (await response.json()) as LoyaltyEnrolment;
    expect(enrolment).toMatchObject({
      status: 'CreateAccountPending',
      profile: {
        firstName: 'Jonas',
        lastName: 'Berg',
        email: NEW_MEMBER.email,
        memberNumber: NEW_MEMBER.memberNumber,
      },
    });
    expect(await userByEmail(NEW_MEMBER.email)).toBeUndefined();

    const details = {
      enrolmentToken: enrolment.enrolmentToken,
      firstName: 'Jonas',
      middleName: 'Ivar',
      lastName: 'Berg',
      email: NEW_MEMBER.email,
      preferredLocale: 'no',
      receiveOffersAndPromotionsFlag: true,
      acceptConditions: true,
    };
    expect((await createAccount({ ...details, acceptConditions: false })).status).toBe(400);
    const created = await createAccount(details);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ status: 'PendingApproval' });

    const user = await userByEmail(NEW_MEMBER.email);
    expect(user).toMatchObject({
      firstName: 'Jonas',
      middleName: 'Ivar',
      role: 'CUSTOMER',
      passwordHash: null,
      isApproved: false,
      preferredLocale: 'no',
      receiveOffersAndPromotions: true,
    });
    // The programme verified this address, so no confirmation link is needed.
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    const [identity] = await ctx.db
      .select()
      .from(schema.loyaltyIdentities)
      .where(eq(schema.loyaltyIdentities.userId, user?.id ?? ''));
    expect(identity).toMatchObject({ issuer: issuer(), subject: NEW_MEMBER.subject });

    // The enrolment works once.
    const again = await createAccount(details);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('LOYALTY_ENROLMENT_EXPIRED');

    // Under review until an operator approves; then the programme signs the member in.
    const waiting = new CookieBrowser();
    const refused = await exchange(waiting, await signInAtProvider(waiting, NEW_MEMBER.email));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('ACCOUNT_UNDER_REVIEW');
    await ctx.db
      .update(schema.users)
      .set({ isApproved: true })
      .where(eq(schema.users.id, user?.id ?? ''));
    const approved = new CookieBrowser();
    const signedIn = await exchange(approved, await signInAtProvider(approved, NEW_MEMBER.email));
    expect(signedIn.status).toBe(200);
  });

  test('whose e-mail belongs to an existing account is not signed in to it, nor linked to it', async () => {
    const existing = await userByEmail(SAME_EMAIL.email);
    expect(existing?.role).toBe('SHIPPER');
    // A link from another issuer with the same subject does not count either.
    await ctx.db.insert(schema.loyaltyIdentities).values({
      userId: existing?.id ?? '',
      programme: 'skywards',
      issuer: 'https://other-issuer.example',
      subject: SAME_EMAIL.subject,
      email: SAME_EMAIL.email,
    });

    const browser = new CookieBrowser();
    const response = await exchange(browser, await signInAtProvider(browser, SAME_EMAIL.email));
    expect(response.status).toBe(202);
    const enrolment = (await response.json()) as LoyaltyEnrolment;
    expect(enrolment.profile.email).toBe(SAME_EMAIL.email);

    const details = {
      enrolmentToken: enrolment.enrolmentToken,
      firstName: 'Ingrid',
      lastName: 'Solberg',
      email: SAME_EMAIL.email,
      preferredLocale: 'en-US',
      receiveOffersAndPromotionsFlag: false,
      acceptConditions: true,
    };
    const refused = await createAccount(details);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('LOYALTY_EMAIL_IN_USE');
    const links = await ctx.db
      .select()
      .from(schema.loyaltyIdentities)
      .where(
        and(
          eq(schema.loyaltyIdentities.issuer, issuer()),
          eq(schema.loyaltyIdentities.subject, SAME_EMAIL.subject),
        ),
      );
    expect(links).toEqual([]);

    // The refusal rolled back: the same enrolment may go on with another address, which must
    // then be confirmed through the e-mailed link.
    const created = await createAccount({ ...details, email: 'ingrid.solberg@example.test' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ status: 'PendingEmailConfirmation' });
    const user = await userByEmail('ingrid.solberg@example.test');
    expect(user?.emailConfirmedAt).toBeNull();
    const mails = await ctx.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, 'ingrid.solberg@example.test'));
    expect(mails).toHaveLength(1);

    const unconfirmed = new CookieBrowser();
    const blocked = await exchange(
      unconfirmed,
      await signInAtProvider(unconfirmed, SAME_EMAIL.memberNumber),
    );
    expect(blocked.status).toBe(403);
    expect((await errorOf(blocked)).code).toBe('EMAIL_NOT_CONFIRMED');
  });

  test('linked to a staff account cannot sign in with the programme', async () => {
    await ctx.db
      .update(schema.users)
      .set({ role: 'STAFF', isApproved: true, emailConfirmedAt: new Date() })
      .where(eq(schema.users.email, 'ingrid.solberg@example.test'));
    const browser = new CookieBrowser();
    const response = await exchange(browser, await signInAtProvider(browser, SAME_EMAIL.email));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('LOYALTY_ROLE_NOT_ALLOWED');
  });
});

describe('the local provider', () => {
  test('shows its sign-in page again with an error for a wrong password', async () => {
    const browser = new CookieBrowser();
    const started = await start(browser);
    const loginPage = await browser.follow(started.headers.get('location') ?? '');
    const refused = await browser.fetch(`${loginPage.url.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: LINKED.memberNumber, password: 'wrong' }).toString(),
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Unknown member or wrong password.');
  });

  test('sends a cancelled sign-in back to /authsuccess with error=access_denied', async () => {
    const browser = new CookieBrowser();
    const started = await start(browser);
    const loginPage = await browser.follow(started.headers.get('location') ?? '');
    const aborted = await browser.fetch(`${loginPage.url.href}/abort`, { method: 'POST' });
    const back = await browser.follow(
      new URL(aborted.headers.get('location') ?? '', loginPage.url),
      (next) => next.href.startsWith(callbackUrl()),
    );
    expect(back.url.searchParams.get('error')).toBe('access_denied');
  });
});
