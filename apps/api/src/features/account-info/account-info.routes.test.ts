import { schema } from '@skyparcel/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../modules/sessions';
import { as, type Caller } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const GET = '/api/UserProfile/get-account-info';
const SET = '/api/UserProfile/set-account-info';
const CONFIRM = '/api/UserProfile/confirm-email-change';

function bodyFor(customer: TestCustomer, changes: Record<string, unknown> = {}) {
  return {
    firstName: 'Sara',
    middleName: 'Maria',
    lastName: 'Nasser',
    dateOfBirth: { day: 12, month: 4, year: 1990 },
    email: customer.user.email,
    confirmEmail: customer.user.email,
    languageCode: 'fr',
    registeredCountryCode: 'kw',
    ...changes,
  };
}

async function mailsTo(email: string) {
  return ctx.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.to, email))
    .orderBy(desc(schema.mailOutbox.createdAt));
}

async function linkTokenSentTo(email: string) {
  const [mail] = await mailsTo(email);
  const match = /emailChangeToken=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) {
    throw new Error(`no e-mail change link sent to ${email}`);
  }
  return match[1];
}

function newAddress() {
  return `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

describe('GET /api/UserProfile/get-account-info', () => {
  test('answers the caller’s own account, 401 to a visitor', async () => {
    const sara = await buildCustomer(ctx.db);
    const response = await as(ctx.app, sara).get(GET);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Sara',
      middleName: null,
      lastName: 'Nasser',
      dateOfBirth: null,
      email: sara.user.email,
      pendingEmail: null,
      languageCode: 'en-US',
      registeredCountryCode: null,
    });
    const visitor = await as(ctx.app, null).get(GET);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/UserProfile/set-account-info', () => {
  test('takes back what GET gives, nulls included, and changes nothing (issue 27)', async () => {
    const sara = await buildCustomer(ctx.db);
    const given = (await as(ctx.app, sara).get(GET)).json();
    expect(given).toMatchObject({
      middleName: null,
      dateOfBirth: null,
      registeredCountryCode: null,
    });
    const saved = await as(ctx.app, sara).put(SET, given);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().accountInfo).toEqual(given);

    // A stored date and country stay when the body brings null for them.
    await as(ctx.app, sara).put(SET, bodyFor(sara));
    const full = (await as(ctx.app, sara).get(GET)).json();
    const again = await as(ctx.app, sara).put(SET, {
      ...full,
      dateOfBirth: null,
      registeredCountryCode: null,
    });
    expect(again.json().accountInfo).toEqual(full);
  });

  test('a new e-mail without its confirmation, and every other problem, are named at once', async () => {
    const sara = await buildCustomer(ctx.db);
    const given = (await as(ctx.app, sara).get(GET)).json();
    const unconfirmed = await as(ctx.app, sara).put(SET, { ...given, email: newAddress() });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields).toEqual({
      confirmEmail: 'validation.emailsDoNotMatch',
    });

    const many = await as(ctx.app, sara).put(
      SET,
      bodyFor(sara, { firstName: '', confirmEmail: 'someone-else@example.com' }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toMatchObject({
      firstName: 'validation.validationName',
      confirmEmail: 'validation.emailsDoNotMatch',
    });
  });

  test('saves names, date of birth, language and country at once, says so and audits', async () => {
    const sara = await buildCustomer(ctx.db);
    const response = await as(ctx.app, sara).put(SET, bodyFor(sara));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Account Info updated successfully',
      isEmailChangePending: false,
      accountInfo: {
        firstName: 'Sara',
        middleName: 'Maria',
        lastName: 'Nasser',
        dateOfBirth: { day: 12, month: 4, year: 1990 },
        email: sara.user.email,
        pendingEmail: null,
        languageCode: 'fr',
        registeredCountryCode: 'KW',
      },
    });
    expect((await as(ctx.app, sara).get(GET)).json().languageCode).toBe('fr');
    // The language is the one of e-mails and PDFs: the users table's.
    const [row] = await ctx.db
      .select({ locale: schema.users.preferredLocale })
      .from(schema.users)
      .where(eq(schema.users.id, sara.user.id));
    expect(row?.locale).toBe('fr');
    const audit = await ctx.db
      .select({ details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetUserId, sara.user.id),
          eq(schema.auditLog.action, 'user.set-account-info'),
        ),
      );
    expect(audit.map((entry) => entry.details)).toEqual([
      {
        fields: ['middleName', 'dateOfBirth', 'preferredLocale', 'registeredCountryCode'],
      },
    ]);
  });

  test('PUT /api/user saves the same way (spec section 7)', async () => {
    const sara = await buildCustomer(ctx.db);
    const response = await as(ctx.app, sara).put('/api/user', bodyFor(sara, { lastName: 'Berg' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().accountInfo.lastName).toBe('Berg');
  });

  test('answers the spec’s texts for mismatched e-mails and missing fields', async () => {
    const sara = await buildCustomer(ctx.db);
    const mismatch = await as(ctx.app, sara).put(
      SET,
      bodyFor(sara, { confirmEmail: 'someone-else@example.com' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toEqual({
      code: 'ACCOUNT_INFO_INVALID',
      message: 'Please fill out all required fields.',
      fields: { confirmEmail: 'validation.emailsDoNotMatch' },
    });
    const missing = await as(ctx.app, sara).put(
      SET,
      bodyFor(sara, {
        firstName: '',
        lastName: 'R2D2',
        dateOfBirth: { day: '', month: '', year: '' },
        registeredCountryCode: '',
      }),
    );
    expect(missing.json().error.fields).toEqual({
      firstName: 'validation.validationName',
      lastName: 'validation.validationLastName',
      'dateOfBirth.day': 'validation.required',
      'dateOfBirth.month': 'validation.required',
      'dateOfBirth.year': 'validation.required',
      registeredCountryCode: 'validation.required',
    });
  });

  test('refuses 30 February, a date to come and a customer under 18', async () => {
    const sara = await buildCustomer(ctx.db);
    const year = new Date().getUTCFullYear();
    for (const [dateOfBirth, message] of [
      [{ day: 30, month: 2, year: 1990 }, 'validation.dateOfBirth'],
      [{ day: 1, month: 1, year: year + 1 }, 'validation.dateOfBirth'],
      [{ day: 1, month: 1, year: year - 17 }, 'validation.tooYoung'],
    ] as const) {
      const response = await as(ctx.app, sara).put(SET, bodyFor(sara, { dateOfBirth }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ 'dateOfBirth.day': message });
    }
  });

  test('refuses an e-mail another account has', async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    const { email } = omar.user;
    const response = await as(ctx.app, sara).put(
      SET,
      bodyFor(sara, { email, confirmEmail: email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_EXISTS',
      message: 'Email already exists.',
    });
  });
});

describe('a new e-mail', () => {
  test('waits for the link sent to it; the old address is told; the link replaces it and ends the other sessions', async () => {
    const sara = await buildCustomer(ctx.db);
    const otherDevice: Caller = { token: (await createSession(ctx.db, sara.user.id)).token };
    const oldEmail = sara.user.email;
    const email = newAddress();

    const saved = await as(ctx.app, sara).put(SET, bodyFor(sara, { email, confirmEmail: email }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      isEmailChangePending: true,
      accountInfo: { email: oldEmail, pendingEmail: email },
    });
    const [notice] = await mailsTo(oldEmail);
    expect(notice?.subject).toBe('Votre adresse e-mail Skyparcel va changer');
    expect(notice?.text).toContain(email);
    const token = await linkTokenSentTo(email);

    // Someone else's session cannot use the link, nor can a visitor.
    const omar = await buildCustomer(ctx.db);
    const wrongUser = await as(ctx.app, omar).post(CONFIRM, { token });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json().error.code).toBe('EMAIL_CHANGE_FAILED');
    expect((await as(ctx.app, null).post(CONFIRM, { token })).statusCode).toBe(401);

    const confirmed = await as(ctx.app, sara).post(CONFIRM, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, pendingEmail: null });
    expect((await as(ctx.app, sara).get(GET)).statusCode).toBe(200);
    expect((await as(ctx.app, otherDevice).get(GET)).statusCode).toBe(401);

    const again = await as(ctx.app, sara).post(CONFIRM, { token });
    expect(again.json().error).toEqual({
      code: 'EMAIL_CHANGE_FAILED',
      message:
        'This e-mail change link is invalid or has expired. Change your e-mail in your profile again to get a new one.',
    });
    const audit = await ctx.db
      .select({ details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetUserId, sara.user.id),
          eq(schema.auditLog.action, 'user.change-email'),
        ),
      );
    expect(audit.map((entry) => entry.details)).toEqual([{ from: oldEmail, to: email }]);
  });

  test('is refused with a clear text when another account took the address meanwhile', async () => {
    const sara = await buildCustomer(ctx.db);
    const email = newAddress();
    await as(ctx.app, sara).put(SET, bodyFor(sara, { email, confirmEmail: email }));
    const token = await linkTokenSentTo(email);
    await buildCustomer(ctx.db, { email });

    const response = await as(ctx.app, sara).post(CONFIRM, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'EMAIL_CHANGE_TAKEN',
      message:
        'Another account has taken this e-mail address in the meantime, so your e-mail was not changed.',
    });
    expect((await as(ctx.app, sara).get(GET)).json().email).toBe(sara.user.email);
  });

  test('saving the current e-mail again drops the waiting change and its link', async () => {
    const sara = await buildCustomer(ctx.db);
    const email = newAddress();
    await as(ctx.app, sara).put(SET, bodyFor(sara, { email, confirmEmail: email }));
    const token = await linkTokenSentTo(email);
    const kept = await as(ctx.app, sara).put(SET, bodyFor(sara));
    expect(kept.json().accountInfo.pendingEmail).toBeNull();
    const response = await as(ctx.app, sara).post(CONFIRM, { token });
    expect(response.json().error.code).toBe('EMAIL_CHANGE_FAILED');
  });

  test('sends at most 5 links an hour', async () => {
    const sara = await buildCustomer(ctx.db);
    for (let index = 0; index < 5; index += 1) {
      const email = newAddress();
      const response = await as(ctx.app, sara).put(
        SET,
        bodyFor(sara, { email, confirmEmail: email }),
      );
      expect(response.statusCode).toBe(200);
    }
    const email = newAddress();
    const sixth = await as(ctx.app, sara).put(SET, bodyFor(sara, { email, confirmEmail: email }));
    expect(sixth.statusCode).toBe(429);
    expect(await mailsTo(email)).toEqual([]);
  });
});
