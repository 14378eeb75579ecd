import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../modules/sessions';
import { DEMO_PASSWORD } from '../../modules/users';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildAccount, buildUser, type TestUser } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The demo admin, clerk and customer. */
let admin: TestUser;
let staff: TestUser;
let demoCustomer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  demoCustomer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

/** A customer who registered and waits for approval (no suite number yet). */
function pendingCustomer(locale = 'en-US') {
  return buildAccount(ctx.db, {
    email: `pending-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'Pending-pass-1!',
    isApproved: false,
    preferredLocale: locale,
  });
}

async function lastMailTo(email: string) {
  const [mail] = (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}&limit=1`)).json();
  return mail;
}

describe('PUT /api/UserProfile/{id}/update-status', () => {
  test('approval gives a suite number and a locker at each warehouse, e-mails the user, and is audited', async () => {
    const user = await pendingCustomer('fr');
    const response = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {
      isApproved: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isApproved: true, isRejected: false });
    expect(body.suiteNumber).toMatch(/^SP\d{6}$/);
    const lockers = await ctx.db
      .select()
      .from(schema.packageLockers)
      .where(eq(schema.packageLockers.userId, user.id));
    expect(lockers).toHaveLength(3);
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe('Votre compte Skyparcel est approuvé');
    expect(mail.text).toContain(body.suiteNumber);
    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, user.id));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      action: 'user.update-status',
      details: { isApproved: true },
    });
  });

  test('approving twice keeps the suite number and the lockers', async () => {
    const user = await pendingCustomer();
    const first = (
      await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {
        isApproved: true,
      })
    ).json();
    const second = (
      await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {
        isApproved: true,
      })
    ).json();
    expect(second.suiteNumber).toBe(first.suiteNumber);
    const lockers = await ctx.db
      .select()
      .from(schema.packageLockers)
      .where(eq(schema.packageLockers.userId, user.id));
    expect(lockers).toHaveLength(3);
  });

  test('rejection e-mails the user and unapproves', async () => {
    const user = await pendingCustomer();
    const response = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {
      isRejected: true,
    });
    expect(response.json()).toMatchObject({ isRejected: true, isApproved: false });
    expect((await lastMailTo(user.email)).subject).toBe('About your Skyparcel account');
  });

  test('deactivation ends the user’s sessions', async () => {
    const user = await pendingCustomer();
    const session = await createSession(ctx.db, user.id);
    await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, { isActive: false });
    const me = await as(ctx.app, session).get('/api/user');
    expect(me.statusCode).toBe(401);
  });

  test('rejection ends the user’s sessions at once', async () => {
    const user = await pendingCustomer();
    const session = await createSession(ctx.db, user.id);
    await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {
      isRejected: true,
    });
    expect((await as(ctx.app, session).get('/api/user')).statusCode).toBe(401);
  });

  test('refuses an empty or contradictory update, an unknown user and the admin’s own account', async () => {
    const user = await pendingCustomer();
    const empty = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {});
    expect(empty.statusCode).toBe(400);
    const both = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-status`, {
      isApproved: true,
      isRejected: true,
    });
    expect(both.statusCode).toBe(400);
    const unknown = await as(ctx.app, admin).put(
      '/api/UserProfile/00000000-0000-4000-8000-000000000000/update-status',
      { isActive: false },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('User not found.');
    const own = await as(ctx.app, admin).put(`/api/UserProfile/${admin.user.id}/update-status`, {
      isActive: false,
    });
    expect(own.json().error.code).toBe('OWN_ACCOUNT_CHANGE');
  });
});

describe('PUT /api/UserProfile/{id}/update-role', () => {
  test('changes the role and records it', async () => {
    const user = await pendingCustomer();
    const response = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-role`, {
      role: 'SHIPPER ADMIN',
    });
    expect(response.json().role).toBe('SHIPPER ADMIN');
    const audits = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, user.id));
    expect(audits.map((audit) => audit.action)).toContain('user.update-role');
  });

  test('promotion to STAFF or ADMIN ends the sessions and open sign-ins; the next sign-in asks for the authenticator', async () => {
    for (const role of ['STAFF', 'ADMIN'] as const) {
      const user = await pendingCustomer();
      await ctx.db
        .update(schema.users)
        .set({ isApproved: true })
        .where(eq(schema.users.id, user.id));
      const session = await createSession(ctx.db, user.id);
      const login = () =>
        solveCaptcha(ctx.app).then((recaptchaToken) =>
          as(ctx.app, null).post('/api/login/login', {
            email: user.email,
            password: 'Pending-pass-1!',
            recaptchaToken,
          }),
        );
      // A customer's sign-in half done: the e-mailed code is waiting.
      const { challengeId } = (await login()).json();
      const code = /\b(\d{6})\b/.exec((await lastMailTo(user.email)).text)?.[1] ?? '';

      const promoted = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-role`, {
        role,
      });
      expect(promoted.json().role).toBe(role);
      expect((await as(ctx.app, session).get('/api/user')).statusCode).toBe(401);
      const emailed = await as(ctx.app, null).post('/api/login/verify-code', { challengeId, code });
      expect(emailed.json().error.code).toBe('OTP_EXPIRED');
      expect((await login()).json().secondFactor).toBe('totp-enrolment');
    }
  });

  test('keeps the sessions when the role stays the same', async () => {
    const user = await pendingCustomer();
    const session = await createSession(ctx.db, user.id);
    await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-role`, { role: 'CUSTOMER' });
    expect((await as(ctx.app, session).get('/api/user')).statusCode).toBe(200);
  });

  test('refuses an unknown role', async () => {
    const user = await pendingCustomer();
    const response = await as(ctx.app, admin).put(`/api/UserProfile/${user.id}/update-role`, {
      role: 'SUPERUSER',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/UserProfile/invite', () => {
  test('creates the account without a password and e-mails a set-password link', async () => {
    const email = `invited-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const response = await as(ctx.app, admin).post('/api/UserProfile/invite', {
      email,
      firstName: 'Ingrid',
      lastName: 'Berg',
      role: 'STAFF',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, role: 'STAFF', emailConfirmed: false });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('You are invited to Skyparcel');
    const token = /\?resetToken=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const set = await as(ctx.app, null).post('/api/register/set-password', {
      token,
      newPassword: 'Invited-pass-4!',
    });
    expect(set.statusCode).toBe(200);
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user?.emailConfirmedAt).not.toBeNull();
  });

  test('an existing address answers Email already exists.', async () => {
    const response = await as(ctx.app, admin).post('/api/UserProfile/invite', {
      email: 'customer@demo.skyparcel.test',
      firstName: 'Layla',
      lastName: 'Haddad',
    });
    expect(response.json().error.message).toBe('Email already exists.');
  });
});

describe('GET /api/UserProfile/users', () => {
  test('filters by status and keyword', async () => {
    const user = await pendingCustomer();
    const pending = (
      await as(ctx.app, admin).get('/api/UserProfile/users?status=pending&keyword=pending-')
    ).json();
    expect(pending.items.map((row: { id: string }) => row.id)).toContain(user.id);
    const approved = (
      await as(ctx.app, admin).get('/api/UserProfile/users?status=approved')
    ).json();
    expect(approved.items.every((row: { isApproved: boolean }) => row.isApproved)).toBe(true);
  });

  test('GET /api/UserProfile/{id} answers one user', async () => {
    const user = await pendingCustomer();
    const response = await as(ctx.app, admin).get(`/api/UserProfile/${user.id}`);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
  });
});

describe('PUT /api/UserProfile/{id}/reset-authenticator', () => {
  test('drops the authenticator, ends the sessions and open challenges, and is audited; the next sign-in enrols anew', async () => {
    // The secret is sealed with the user's id, so the id is chosen before the account is made.
    const id = randomUUID();
    const enrolled = await buildAccount(ctx.db, {
      id,
      role: 'STAFF',
      password: DEMO_PASSWORD,
      totpSecretEncrypted: ctx.app.totpCipher.encrypt(DEMO_TOTP_SECRET, id),
      totpLastStep: 7,
    });
    const before = (await as(ctx.app, admin).get(`/api/UserProfile/${enrolled.id}`)).json();
    expect(before.hasAuthenticator).toBe(true);
    const session = await createSession(ctx.db, enrolled.id);

    const response = await as(ctx.app, admin).put(
      `/api/UserProfile/${enrolled.id}/reset-authenticator`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: enrolled.id, hasAuthenticator: false });
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, enrolled.id));
    expect(row).toMatchObject({ totpSecretEncrypted: null, totpLastStep: null });
    expect((await as(ctx.app, session).get('/api/user')).statusCode).toBe(401);
    const audits = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, enrolled.id));
    expect(audits.map((audit) => audit.action)).toContain('user.reset-authenticator');

    const login = await as(ctx.app, null).post('/api/login/login', {
      email: enrolled.email,
      password: DEMO_PASSWORD,
      recaptchaToken: await solveCaptcha(ctx.app),
    });
    expect(login.json().secondFactor).toBe('totp-enrolment');
    expect(login.json().totpEnrolment.secret).not.toBe(DEMO_TOTP_SECRET);
  });

  test('refuses the admin’s own account and an unknown user', async () => {
    const own = await as(ctx.app, admin).put(
      `/api/UserProfile/${admin.user.id}/reset-authenticator`,
    );
    expect(own.json().error.code).toBe('OWN_ACCOUNT_CHANGE');
    const unknown = await as(ctx.app, admin).put(
      '/api/UserProfile/00000000-0000-4000-8000-000000000000/reset-authenticator',
    );
    expect(unknown.statusCode).toBe(404);
  });

  test('lists say which operators have an authenticator', async () => {
    const staffList = (
      await as(ctx.app, admin).get('/api/UserProfile/users?keyword=staff@demo.skyparcel.test')
    ).json();
    expect(staffList.items[0]).toMatchObject({ role: 'STAFF', hasAuthenticator: true });
    const customer = (
      await as(ctx.app, admin).get('/api/UserProfile/users?keyword=customer@demo.skyparcel.test')
    ).json();
    expect(customer.items[0]).toMatchObject({ role: 'CUSTOMER', hasAuthenticator: false });
  });
});

describe('GET and PUT /api/UserProfile/{id}/warehouses', () => {
  async function warehouseIds() {
    const rows = await ctx.db
      .select({ id: schema.warehouses.id })
      .from(schema.warehouses)
      .orderBy(schema.warehouses.sortOrder);
    return rows.map((row) => row.id);
  }

  test('gives a clerk warehouses, replaces them, and audits each change', async () => {
    const clerk = await buildUser(ctx.db, { role: 'STAFF' });
    const [first, second, third] = await warehouseIds();
    const url = `/api/UserProfile/${clerk.user.id}/warehouses`;
    expect((await as(ctx.app, admin).get(url)).json()).toEqual({ warehouseIds: [] });

    const set = await as(ctx.app, admin).put(url, { warehouseIds: [third, first, first] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ warehouseIds: [first, third] });
    const replaced = await as(ctx.app, admin).put(url, { warehouseIds: [second] });
    expect(replaced.json()).toEqual({ warehouseIds: [second] });
    expect((await as(ctx.app, admin).get(url)).json()).toEqual({ warehouseIds: [second] });

    // The clerk's console now offers exactly that warehouse.
    const offered = (await as(ctx.app, clerk).get('/api/staff/warehouses')).json();
    expect(offered.map((warehouse: { id: string }) => warehouse.id)).toEqual([second]);

    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, clerk.user.id));
    expect(audit.filter((row) => row.action === 'user.set-warehouses')).toHaveLength(2);
  });

  test('refuses an unknown warehouse and leaves the old ones in place', async () => {
    const clerk = await buildAccount(ctx.db, { role: 'STAFF' });
    const [first] = await warehouseIds();
    const url = `/api/UserProfile/${clerk.id}/warehouses`;
    await as(ctx.app, admin).put(url, { warehouseIds: [first] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await as(ctx.app, admin).put(url, { warehouseIds: [first, unknown] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatchObject({
      code: 'WAREHOUSE_NOT_FOUND',
      message: `Warehouse with id could not be found`,
    });
    expect((await as(ctx.app, admin).get(url)).json()).toEqual({ warehouseIds: [first] });
    const malformed = await as(ctx.app, admin).put(url, { warehouseIds: ['not-an-id'] });
    expect(malformed.statusCode).toBe(400);
  });

  test('gives warehouses to staff only, and answers 404 for an unknown user', async () => {
    const customer = await pendingCustomer();
    const refused = await as(ctx.app, admin).put(`/api/UserProfile/${customer.id}/warehouses`, {
      warehouseIds: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_STAFF_MEMBER',
      message: 'Only staff members work at warehouses.',
    });
    const missing = await as(ctx.app, admin).get(
      '/api/UserProfile/00000000-0000-4000-8000-000000000000/warehouses',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('USER_NOT_FOUND');
  });
});

describe('authorisation', () => {
  test('customers and staff get 403, visitors 401, on every user-management call', async () => {
    const user = await pendingCustomer();
    const calls: [method: 'GET' | 'PUT' | 'POST', url: string, payload?: object][] = [
      ['GET', '/api/UserProfile/users'],
      ['GET', `/api/UserProfile/${user.id}`],
      ['PUT', `/api/UserProfile/${user.id}/update-status`, { isApproved: true }],
      ['PUT', `/api/UserProfile/${user.id}/update-role`, { role: 'ADMIN' }],
      ['PUT', `/api/UserProfile/${user.id}/reset-authenticator`],
      ['GET', `/api/UserProfile/${user.id}/warehouses`],
      ['PUT', `/api/UserProfile/${user.id}/warehouses`, { warehouseIds: [] }],
      [
        'POST',
        '/api/UserProfile/invite',
        { email: 'x@example.com', firstName: 'X', lastName: 'Y' },
      ],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(ctx.app, demoCustomer).request(method, url, payload)).statusCode, url).toBe(
        403,
      );
      expect((await as(ctx.app, staff).request(method, url, payload)).statusCode, url).toBe(403);
      const visitor = await as(ctx.app, null).request(method, url, payload);
      expect(visitor.statusCode, url).toBe(401);
    }
    const [unchanged] = await ctx.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(unchanged).toMatchObject({ isApproved: false, role: 'CUSTOMER' });
  });
});
