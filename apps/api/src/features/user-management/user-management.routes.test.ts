import { schema } from '@skyparcel/db';
import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../modules/credentials';
import { createSession } from '../../modules/sessions';
import { DEMO_PASSWORD } from '../../modules/users';
import { buildTestApp } from '../../testing/build-test-app';
import { sessionFor } from '../../testing/session-for';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let adminToken = '';
let adminId = '';
let staffToken = '';
let customerToken = '';

async function tokenFor(email: string) {
  const { user, token } = await sessionFor(ctx.db, email);
  return { id: user.id, token };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await tokenFor('admin@demo.skyparcel.test');
  adminId = admin.id;
  adminToken = admin.token;
  staffToken = (await tokenFor('staff@demo.skyparcel.test')).token;
  customerToken = (await tokenFor('customer@demo.skyparcel.test')).token;
});
afterAll(async () => ctx.close());

async function pendingCustomer(locale = 'en-US') {
  const [user] = await ctx.db
    .insert(schema.users)
    .values({
      email: `pending-${Math.random().toString(36).slice(2, 10)}@example.com`,
      firstName: 'Pending',
      lastName: 'Person',
      passwordHash: await hashPassword('Pending-pass-1!'),
      emailConfirmedAt: new Date(),
      preferredLocale: locale,
    })
    .returning();
  if (!user) {
    throw new Error('user not created');
  }
  return user;
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function lastMailTo(email: string) {
  const [mail] = (
    await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}&limit=1` })
  ).json();
  return mail;
}

describe('PUT /api/UserProfile/{id}/update-status', () => {
  test('approval gives a suite number and a locker at each warehouse, e-mails the user, and is audited', async () => {
    const user = await pendingCustomer('fr');
    const response = await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {
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
      actorUserId: adminId,
      action: 'user.update-status',
      details: { isApproved: true },
    });
  });

  test('approving twice keeps the suite number and the lockers', async () => {
    const user = await pendingCustomer();
    const first = (
      await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {
        isApproved: true,
      })
    ).json();
    const second = (
      await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {
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
    const response = await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {
      isRejected: true,
    });
    expect(response.json()).toMatchObject({ isRejected: true, isApproved: false });
    expect((await lastMailTo(user.email)).subject).toBe('About your Skyparcel account');
  });

  test('deactivation ends the user’s sessions', async () => {
    const user = await pendingCustomer();
    const session = await createSession(ctx.db, user.id);
    await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, { isActive: false });
    const me = await call('GET', '/api/user', session.token);
    expect(me.statusCode).toBe(401);
  });

  test('rejection ends the user’s sessions at once', async () => {
    const user = await pendingCustomer();
    const session = await createSession(ctx.db, user.id);
    await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {
      isRejected: true,
    });
    expect((await call('GET', '/api/user', session.token)).statusCode).toBe(401);
  });

  test('refuses an empty or contradictory update, an unknown user and the admin’s own account', async () => {
    const user = await pendingCustomer();
    const empty = await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {});
    expect(empty.statusCode).toBe(400);
    const both = await call('PUT', `/api/UserProfile/${user.id}/update-status`, adminToken, {
      isApproved: true,
      isRejected: true,
    });
    expect(both.statusCode).toBe(400);
    const unknown = await call(
      'PUT',
      '/api/UserProfile/00000000-0000-4000-8000-000000000000/update-status',
      adminToken,
      { isActive: false },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('User not found');
    const own = await call('PUT', `/api/UserProfile/${adminId}/update-status`, adminToken, {
      isActive: false,
    });
    expect(own.json().error.code).toBe('OWN_ACCOUNT_CHANGE');
  });
});

describe('PUT /api/UserProfile/{id}/update-role', () => {
  test('changes the role and records it', async () => {
    const user = await pendingCustomer();
    const response = await call('PUT', `/api/UserProfile/${user.id}/update-role`, adminToken, {
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
          ctx.app.inject({
            method: 'POST',
            url: '/api/login/login',
            payload: { email: user.email, password: 'Pending-pass-1!', recaptchaToken },
          }),
        );
      // A customer's sign-in half done: the e-mailed code is waiting.
      const { challengeId } = (await login()).json();
      const code = /\b(\d{6})\b/.exec((await lastMailTo(user.email)).text)?.[1] ?? '';

      const promoted = await call('PUT', `/api/UserProfile/${user.id}/update-role`, adminToken, {
        role,
      });
      expect(promoted.json().role).toBe(role);
      expect((await call('GET', '/api/user', session.token)).statusCode).toBe(401);
      const emailed = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/verify-code',
        payload: { challengeId, code },
      });
      expect(emailed.json().error.code).toBe('OTP_EXPIRED');
      expect((await login()).json().secondFactor).toBe('totp-enrolment');
    }
  });

  test('keeps the sessions when the role stays the same', async () => {
    const user = await pendingCustomer();
    const session = await createSession(ctx.db, user.id);
    await call('PUT', `/api/UserProfile/${user.id}/update-role`, adminToken, { role: 'CUSTOMER' });
    expect((await call('GET', '/api/user', session.token)).statusCode).toBe(200);
  });

  test('refuses an unknown role', async () => {
    const user = await pendingCustomer();
    const response = await call('PUT', `/api/UserProfile/${user.id}/update-role`, adminToken, {
      role: 'SUPERUSER',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/UserProfile/invite', () => {
  test('creates the account without a password and e-mails a set-password link', async () => {
    const email = `invited-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const response = await call('POST', '/api/UserProfile/invite', adminToken, {
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
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/set-password',
      payload: { token, newPassword: 'Invited-pass-4!' },
    });
    expect(set.statusCode).toBe(200);
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user?.emailConfirmedAt).not.toBeNull();
  });

  test('an existing address answers Email already exists.', async () => {
    const response = await call('POST', '/api/UserProfile/invite', adminToken, {
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
      await call('GET', '/api/UserProfile/users?status=pending&keyword=pending-', adminToken)
    ).json();
    expect(pending.items.map((row: { id: string }) => row.id)).toContain(user.id);
    const approved = (
      await call('GET', '/api/UserProfile/users?status=approved', adminToken)
    ).json();
    expect(approved.items.every((row: { isApproved: boolean }) => row.isApproved)).toBe(true);
  });

  test('GET /api/UserProfile/{id} answers one user', async () => {
    const user = await pendingCustomer();
    const response = await call('GET', `/api/UserProfile/${user.id}`, adminToken);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
  });
});

describe('PUT /api/UserProfile/{id}/reset-authenticator', () => {
  test('drops the authenticator, ends the sessions and open challenges, and is audited; the next sign-in enrols anew', async () => {
    const [staff] = await ctx.db
      .insert(schema.users)
      .values({
        email: `staff-${Math.random().toString(36).slice(2, 10)}@example.com`,
        firstName: 'Sam',
        lastName: 'Clerk',
        role: 'STAFF',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isApproved: true,
        emailConfirmedAt: new Date(),
      })
      .returning();
    if (!staff) {
      throw new Error('staff not created');
    }
    await ctx.db
      .update(schema.users)
      .set({
        totpSecretEncrypted: ctx.app.totpCipher.encrypt(DEMO_TOTP_SECRET, staff.id),
        totpLastStep: 7,
      })
      .where(eq(schema.users.id, staff.id));
    const before = (await call('GET', `/api/UserProfile/${staff.id}`, adminToken)).json();
    expect(before.hasAuthenticator).toBe(true);
    const session = await createSession(ctx.db, staff.id);

    const response = await call(
      'PUT',
      `/api/UserProfile/${staff.id}/reset-authenticator`,
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: staff.id, hasAuthenticator: false });
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, staff.id));
    expect(row).toMatchObject({ totpSecretEncrypted: null, totpLastStep: null });
    expect((await call('GET', '/api/user', session.token)).statusCode).toBe(401);
    const audits = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, staff.id));
    expect(audits.map((audit) => audit.action)).toContain('user.reset-authenticator');

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: {
        email: staff.email,
        password: DEMO_PASSWORD,
        recaptchaToken: await solveCaptcha(ctx.app),
      },
    });
    expect(login.json().secondFactor).toBe('totp-enrolment');
    expect(login.json().totpEnrolment.secret).not.toBe(DEMO_TOTP_SECRET);
  });

  test('refuses the admin’s own account and an unknown user', async () => {
    const own = await call('PUT', `/api/UserProfile/${adminId}/reset-authenticator`, adminToken);
    expect(own.json().error.code).toBe('OWN_ACCOUNT_CHANGE');
    const unknown = await call(
      'PUT',
      '/api/UserProfile/00000000-0000-4000-8000-000000000000/reset-authenticator',
      adminToken,
    );
    expect(unknown.statusCode).toBe(404);
  });

  test('lists say which operators have an authenticator', async () => {
    const staff = (
      await call('GET', '/api/UserProfile/users?keyword=staff@demo.skyparcel.test', adminToken)
    ).json();
    expect(staff.items[0]).toMatchObject({ role: 'STAFF', hasAuthenticator: true });
    const customer = (
      await call('GET', '/api/UserProfile/users?keyword=customer@demo.skyparcel.test', adminToken)
    ).json();
    expect(customer.items[0]).toMatchObject({ role: 'CUSTOMER', hasAuthenticator: false });
  });
});

describe('GET and PUT /api/UserProfile/{id}/warehouses', () => {
  async function newClerk() {
    const [clerk] = await ctx.db
      .insert(schema.users)
      .values({
        email: `clerk-${Math.random().toString(36).slice(2, 10)}@example.com`,
        firstName: 'New',
        lastName: 'Clerk',
        role: 'STAFF',
        isApproved: true,
      })
      .returning();
    if (!clerk) {
      throw new Error('clerk not created');
    }
    return clerk;
  }

  async function warehouseIds() {
    const rows = await ctx.db
      .select({ id: schema.warehouses.id })
      .from(schema.warehouses)
      .orderBy(schema.warehouses.sortOrder);
    return rows.map((row) => row.id);
  }

  test('gives a clerk warehouses, replaces them, and audits each change', async () => {
    const clerk = await newClerk();
    const [first, second, third] = await warehouseIds();
    const url = `/api/UserProfile/${clerk.id}/warehouses`;
    expect((await call('GET', url, adminToken)).json()).toEqual({ warehouseIds: [] });

    const set = await call('PUT', url, adminToken, { warehouseIds: [third, first, first] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ warehouseIds: [first, third] });
    const replaced = await call('PUT', url, adminToken, { warehouseIds: [second] });
    expect(replaced.json()).toEqual({ warehouseIds: [second] });
    expect((await call('GET', url, adminToken)).json()).toEqual({ warehouseIds: [second] });

    // The clerk's console now offers exactly that warehouse.
    const clerkToken = (await createSession(ctx.db, clerk.id)).token;
    const offered = (await call('GET', '/api/staff/warehouses', clerkToken)).json();
    expect(offered.map((warehouse: { id: string }) => warehouse.id)).toEqual([second]);

    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, clerk.id));
    expect(audit.filter((row) => row.action === 'user.set-warehouses')).toHaveLength(2);
  });

  test('refuses an unknown warehouse and leaves the old ones in place', async () => {
    const clerk = await newClerk();
    const [first] = await warehouseIds();
    const url = `/api/UserProfile/${clerk.id}/warehouses`;
    await call('PUT', url, adminToken, { warehouseIds: [first] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await call('PUT', url, adminToken, { warehouseIds: [first, unknown] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatchObject({
      code: 'WAREHOUSE_NOT_FOUND',
      message: `Warehouse with id ${unknown} could not be found`,
    });
    expect((await call('GET', url, adminToken)).json()).toEqual({ warehouseIds: [first] });
    const malformed = await call('PUT', url, adminToken, { warehouseIds: ['not-an-id'] });
    expect(malformed.statusCode).toBe(400);
  });

  test('gives warehouses to staff only, and answers 404 for an unknown user', async () => {
    const customer = await pendingCustomer();
    const refused = await call('PUT', `/api/UserProfile/${customer.id}/warehouses`, adminToken, {
      warehouseIds: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_STAFF_MEMBER',
      message: 'Only staff members work at warehouses.',
    });
    const missing = await call(
      'GET',
      '/api/UserProfile/00000000-0000-4000-8000-000000000000/warehouses',
      adminToken,
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
      expect((await call(method, url, customerToken, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, staffToken, payload)).statusCode, url).toBe(403);
      const visitor = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, url).toBe(401);
    }
    const [unchanged] = await ctx.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(unchanged).toMatchObject({ isApproved: false, role: 'CUSTOMER' });
  });
});
