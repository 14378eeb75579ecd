import { schema } from '@skyparcel/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

function uniqueEmail() {
  return `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

async function register(overrides: Record<string, unknown> = {}, lang = 'en-US') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/register?lang=${lang}`,
    payload: {
      firstName: 'Åse Marie',
      lastName: 'Øvrebø',
      email: uniqueEmail(),
      password: 'Fjord-Tromsø-42!',
      recaptchaToken: await solveCaptcha(ctx.app),
      receiveOffersAndPromotionsFlag: true,
      shipperType: 'Company',
      baseCarrier: 'WF',
      ...overrides,
    },
  });
}

async function confirmationToken(email: string): Promise<string> {
  const [mail] = (
    await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}&limit=1` })
  ).json();
  const match = /\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) {
    throw new Error(`no confirmation link mailed to ${email}`);
  }
  return match[1];
}

function confirm(token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/register/confirm-email',
    payload: { token },
  });
}

describe('POST /api/register', () => {
  test('creates an unconfirmed, unapproved customer and e-mails the confirmation link', async () => {
    const email = uniqueEmail();
    const response = await register({ email, middleName: '' }, 'no');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'PendingEmailConfirmation' });
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({
      firstName: 'Åse Marie',
      lastName: 'Øvrebø',
      role: 'CUSTOMER',
      shipperType: 'Company',
      baseCarrier: 'WF',
      isApproved: false,
      emailConfirmedAt: null,
      receiveOffersAndPromotions: true,
      preferredLocale: 'no',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}` })
    ).json();
    expect(mail.subject).toBe('Bekreft e-postadressen din for Skyparcel');
    expect(mail.text).toContain('http://localhost:3000/?token=');
  });

  test('an address already registered answers Email already exists.', async () => {
    const email = uniqueEmail();
    await register({ email });
    const again = await register({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'EMAIL_EXISTS',
      message: 'Email already exists.',
    });
  });

  test('refuses names with digits, weak or common passwords, and a bad e-mail', async () => {
    const response = await register({
      firstName: 'R2D2',
      lastName: '',
      email: 'a@b',
      password: 'password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: 'validation.validationName',
      lastName: 'validation.validationLastName',
      email: 'validation.email',
      password: 'registerModal.neededChars',
    });
    const common = await register({ password: 'Welcome1!' });
    expect(common.json().error.fields).toEqual({ password: 'validation.commonPassword' });
  });

  test('shipper type and base carrier are fixed', async () => {
    const response = await register({ shipperType: 'Person', baseCarrier: 'XX' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'baseCarrier',
      'shipperType',
    ]);
  });

  test('keeps the account type of step 3: Personal unless told, Business when chosen, nothing else', async () => {
    const personal = uniqueEmail();
    const business = uniqueEmail();
    expect((await register({ email: personal })).statusCode).toBe(201);
    expect((await register({ email: business, accountType: 'Business' })).statusCode).toBe(201);
    const rows = await ctx.db
      .select({ email: schema.users.email, type: schema.users.signupAccountType })
      .from(schema.users)
      .where(inArray(schema.users.email, [personal, business]));
    expect(Object.fromEntries(rows.map((row) => [row.email, row.type]))).toEqual({
      [personal]: 'Personal',
      [business]: 'Business',
    });

    const refused = await register({ accountType: 'Enterprise' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ accountType: 'validation.accountType' });
  });

  test('without a solved captcha nothing is created', async () => {
    const email = uniqueEmail();
    const response = await register({ email, recaptchaToken: undefined });
    expect(response.json().error.code).toBe('CAPTCHA_INVALID');
    expect(
      await ctx.db.select().from(schema.users).where(eq(schema.users.email, email)),
    ).toHaveLength(0);
  });
});

describe('POST /api/register/is-email-available', () => {
  test('answers false for a registered address and true for a new one', async () => {
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/is-email-available',
      payload: { emailAddress: 'Customer@Demo.Skyparcel.test' },
    });
    expect(taken.json()).toEqual({ result: false });
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/is-email-available',
      payload: { emailAddress: uniqueEmail() },
    });
    expect(free.json()).toEqual({ result: true });
  });
});

describe('POST /api/register/confirm-email', () => {
  test('the e-mailed link confirms the address once; sign-in then waits for approval', async () => {
    const email = uniqueEmail();
    await register({ email });
    const token = await confirmationToken(email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'EmailConfirmed' });
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'CONFIRM_EMAIL_FAILED',
      message: 'An invalid email or confirmation code was provided.',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { email, password: 'Fjord-Tromsø-42!', recaptchaToken: await solveCaptcha(ctx.app) },
    });
    expect(login.json().error.code).toBe('ACCOUNT_UNDER_REVIEW');
  });

  test('a link older than 48 hours no longer works', async () => {
    const email = uniqueEmail();
    await register({ email });
    const token = await confirmationToken(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 49 * 60 * 60_000 });
    try {
      expect((await confirm(token)).json().error.code).toBe('CONFIRM_EMAIL_FAILED');
    } finally {
      vi.useRealTimers();
    }
  });

  test('an unknown token is refused', async () => {
    expect((await confirm('made-up-token')).json().error.code).toBe('CONFIRM_EMAIL_FAILED');
  });

  test('a malformed token answers the same 400 text, in the caller language', async () => {
    for (const [token, lang, message] of [
      ['', 'en-US', 'An invalid email or confirmation code was provided.'],
      [
        'x'.repeat(201),
        'fr',
        "L'adresse e-mail ou le code de confirmation fourni n'est pas valide.",
      ],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/register/confirm-email?lang=${lang}`,
        payload: { token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'CONFIRM_EMAIL_FAILED', message });
    }
  });
});

describe('POST /api/register/resend-confirmation-email', () => {
  async function resend(email: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/register/resend-confirmation-email',
      payload: { email, recaptchaToken: await solveCaptcha(ctx.app) },
    });
  }

  test('sends a new link and voids the old one', async () => {
    const email = uniqueEmail();
    await register({ email });
    const first = await confirmationToken(email);
    expect((await resend(email)).json()).toEqual({ status: 'resent' });
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  test('answers alreadyVerified for a confirmed address', async () => {
    expect((await resend('customer@demo.skyparcel.test')).json()).toEqual({
      status: 'alreadyVerified',
    });
  });

  test('an unknown address answers like a known one and sends nothing', async () => {
    const email = uniqueEmail();
    expect((await resend(email)).json()).toEqual({ status: 'resent' });
    const mailbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}` });
    expect(mailbox.json()).toEqual([]);
  });
});
