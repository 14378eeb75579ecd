import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildCompany, type TestCompany } from '../../testing/build-company';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let acme: TestCompany;
let other: TestCompany;
let clerk: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  acme = await buildCompany(ctx.db);
  other = await buildCompany(ctx.db);
  clerk = await buildUser(ctx.db, { role: 'SHIPPER', companyId: acme.id });
  outsider = await buildUser(ctx.db, { role: 'SHIPPER', companyId: other.id });
});
afterAll(async () => ctx.close());

const MAINTENANCE = '/api/UserProfile/maintenance';
const INVITE = '/api/UserProfile/invite';
const status = (id: string) => `/api/UserProfile/${id}/update-status`;
const role = (id: string) => `/api/UserProfile/${id}/update-role`;

async function auditActions(userId: string) {
  const rows = await ctx.db
    .select({ action: schema.auditLog.action, details: schema.auditLog.details })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.targetUserId, userId));
  return rows.map((row) => row.action);
}

describe('who may call', () => {
  test('a visitor gets 401; a SHIPPER, a customer and staff 403', async () => {
    const customer = await buildCustomer(ctx.db);
    const staff = await buildUser(ctx.db, { role: 'STAFF' });
    const calls = [
      ['GET', MAINTENANCE, undefined],
      ['POST', INVITE, { email: 'x@example.com', firstName: 'Ann', lastName: 'Lee' }],
      ['PUT', status(clerk.user.id), { isActive: false }],
      ['PUT', role(clerk.user.id), { role: 'SHIPPER ADMIN' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await as(ctx.app, null).request(method, url, body)).statusCode, url).toBe(401);
      for (const caller of [clerk, customer, staff]) {
        expect((await as(ctx.app, caller).request(method, url, body)).statusCode, url).toBe(403);
      }
    }
  });
});

describe('GET /UserProfile/maintenance', () => {
  test('lists the admin’s own company and its users, never another company’s', async () => {
    const response = await as(ctx.app, acme.admin).get(MAINTENANCE);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.company).toMatchObject({ customerId: acme.customerId });
    const emails = body.users.map((user: { email: string }) => user.email);
    expect(emails).toEqual(expect.arrayContaining([acme.admin.user.email, clerk.user.email]));
    expect(emails).not.toContain(outsider.user.email);
    expect(emails).not.toContain(other.admin.user.email);
  });
});

describe('POST /UserProfile/invite by a SHIPPER ADMIN', () => {
  test('invites a colleague into the company with a set-password link, audited', async () => {
    const email = `colleague-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const invited = await as(ctx.app, acme.admin).post(INVITE, {
      email,
      firstName: 'Ingrid',
      lastName: 'Solberg',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'SHIPPER', isApproved: true });
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(row?.companyId).toBe(acme.id);
    expect(await auditActions(row?.id ?? '')).toContain('user.invite');

    const [mail] = (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}&limit=1`)).json();
    const token = /resetToken=([^&\s]+)/.exec(mail.text)?.[1] ?? '';
    const set = await as(ctx.app, null).post('/api/register/set-password', {
      token: decodeURIComponent(token),
      newPassword: 'Colleague-pass-9!',
    });
    expect(set.statusCode, set.body).toBe(200);
    const listed = (await as(ctx.app, acme.admin).get(MAINTENANCE)).json();
    expect(listed.users.find((user: { email: string }) => user.email === email)).toMatchObject({
      isInvitationPending: false,
      role: 'SHIPPER',
    });
  });

  test('may invite a SHIPPER ADMIN, never another role', async () => {
    const admin = await as(ctx.app, acme.admin).post(INVITE, {
      email: `second-admin-${crypto.randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Sara',
      lastName: 'Berg',
      role: 'SHIPPER ADMIN',
    });
    expect(admin.json().role).toBe('SHIPPER ADMIN');
    const operator = await as(ctx.app, acme.admin).post(INVITE, {
      email: `sneaky-${crypto.randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Evil',
      lastName: 'Doer',
      role: 'ADMIN',
    });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().error.fields).toEqual({ role: 'validation.invalid' });
  });
});

describe('update-role and update-status by a SHIPPER ADMIN', () => {
  test('changes SHIPPER <-> SHIPPER ADMIN in the own company only, audited', async () => {
    const promoted = await as(ctx.app, acme.admin).put(role(clerk.user.id), {
      role: 'SHIPPER ADMIN',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().role).toBe('SHIPPER ADMIN');
    const demoted = await as(ctx.app, acme.admin).put(role(clerk.user.id), { role: 'SHIPPER' });
    expect(demoted.json().role).toBe('SHIPPER');
    expect(await auditActions(clerk.user.id)).toContain('company-user.update-role');

    const toStaff = await as(ctx.app, acme.admin).put(role(clerk.user.id), { role: 'STAFF' });
    expect(toStaff.json().error.fields).toEqual({ role: 'validation.invalid' });
    const foreign = await as(ctx.app, acme.admin).put(role(outsider.user.id), { role: 'SHIPPER' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('USER_NOT_FOUND');
    const foreignStatus = await as(ctx.app, acme.admin).put(status(outsider.user.id), {
      isActive: false,
    });
    expect(foreignStatus.statusCode).toBe(404);
  });

  test('deactivating signs the colleague out; reactivating lets them back', async () => {
    const colleague = await buildUser(ctx.db, { role: 'SHIPPER', companyId: acme.id });
    const off = await as(ctx.app, acme.admin).put(status(colleague.user.id), { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await as(ctx.app, colleague).get('/api/user')).statusCode).toBe(401);
    const on = await as(ctx.app, acme.admin).put(status(colleague.user.id), { isActive: true });
    expect(on.json().isActive).toBe(true);
    expect(await auditActions(colleague.user.id)).toEqual(
      expect.arrayContaining(['company-user.update-status']),
    );
  });

  test('the last SHIPPER ADMIN cannot remove themself; with a second one they can', async () => {
    const company = await buildCompany(ctx.db);
    const self = company.admin.user.id;
    const alone = await as(ctx.app, company.admin).put(role(self), { role: 'SHIPPER' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(
      'The company needs at least one active SHIPPER ADMIN: make a colleague SHIPPER ADMIN first.',
    );
    const leave = await as(ctx.app, company.admin).put(status(self), { isActive: false });
    expect(leave.json().error.code).toBe('LAST_SHIPPER_ADMIN');

    await buildUser(ctx.db, { role: 'SHIPPER ADMIN', companyId: company.id });
    const stepDown = await as(ctx.app, company.admin).put(role(self), { role: 'SHIPPER' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await as(ctx.app, company.admin).get(MAINTENANCE)).statusCode).toBe(403);
  });

  test('an operator’s rejection or deactivation binds the company: only an operator lifts it', async () => {
    const operator = await buildUser(ctx.db, { role: 'ADMIN' });
    const colleague = await buildUser(ctx.db, { role: 'SHIPPER', companyId: acme.id });
    const id = colleague.user.id;
    const byAdmin = (update: Record<string, boolean>) =>
      as(ctx.app, acme.admin).put(status(id), update);

    expect((await as(ctx.app, operator).put(status(id), { isRejected: true })).statusCode).toBe(
      200,
    );
    const reopening: Record<string, boolean>[] = [
      { isApproved: true },
      { isRejected: false },
      { isActive: true },
    ];
    for (const update of reopening) {
      const refused = await byAdmin(update);
      expect(refused.statusCode, JSON.stringify(update)).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'HELD_BY_OPERATOR',
        message:
          'Skyparcel closed this account. Only Skyparcel can reopen it: contact customer service.',
      });
    }
    // Closing it further is the company's to do.
    expect((await byAdmin({ isActive: false })).statusCode).toBe(200);

    // The operator lifts the rejection but keeps the account closed: still the operator's.
    await as(ctx.app, operator).put(status(id), { isApproved: true });
    expect((await byAdmin({ isActive: true })).json().error.code).toBe('HELD_BY_OPERATOR');
    const reopened = await as(ctx.app, operator).put(status(id), { isActive: true });
    expect(reopened.json()).toMatchObject({ isActive: true, isApproved: true });

    // Once the operator has reopened it, the company's own closing and reopening work again.
    expect((await byAdmin({ isActive: false })).statusCode).toBe(200);
    expect((await byAdmin({ isActive: true })).json().isActive).toBe(true);

    // An operator's deactivation alone binds the same way.
    await as(ctx.app, operator).put(status(id), { isActive: false });
    expect((await byAdmin({ isActive: true })).json().error.code).toBe('HELD_BY_OPERATOR');
  });

  test('an operator still changes any user through the same calls', async () => {
    const operator = await buildUser(ctx.db, { role: 'ADMIN' });
    const customer = await buildCustomer(ctx.db);
    const changed = await as(ctx.app, operator).put(role(customer.user.id), { role: 'STAFF' });
    expect(changed.json().role).toBe('STAFF');
  });
});
