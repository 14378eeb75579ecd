import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../../modules/sessions';
import { as, type Caller } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import type { TestUser } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The demo admin, clerk, customer and business admin. */
let admin: TestUser;
let staff: TestUser;
let customer: TestUser;
let shipperAdmin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
  shipperAdmin = await sessionFor(ctx.db, 'business-admin@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

function issue(caller: Caller, userId: string, body?: object) {
  return as(ctx.app, caller).post(`/api/UserProfile/${userId}/admin-access`, body);
}

function exchange(adminToken: string) {
  return as(ctx.app, null).post('/api/login/admin-token', { adminToken });
}

function codeOf(redirectPath: string): string {
  return new URL(redirectPath, 'http://portal.test').searchParams.get('adminToken') ?? '';
}

describe('POST /api/UserProfile/{id}/admin-access', () => {
  test('an admin gets a one-time link to the customer portal, and it is audited', async () => {
    const response = await issue(admin, customer.user.id, {
      returnTo: '/manual-credit-invoice',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.redirectPath).toMatch(/^\/admin-redirect\?adminToken=[\w-]{43}&returnTo=/);
    expect(new URL(body.redirectPath, 'http://x').searchParams.get('returnTo')).toBe(
      '/manual-credit-invoice',
    );
    const expiresIn = Date.parse(body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(100_000);
    expect(expiresIn).toBeLessThanOrEqual(120_000);

    const [stored] = await ctx.db
      .select()
      .from(schema.adminReturnCodes)
      .where(eq(schema.adminReturnCodes.customerUserId, customer.user.id));
    // Only a hash is kept.
    expect(stored?.codeHash).not.toContain(codeOf(body.redirectPath));
    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'admin_access_issued'),
          eq(schema.auditLog.targetUserId, customer.user.id),
        ),
      );
    expect(audit[0]?.actorUserId).toBe(admin.user.id);
  });

  test('refuses staff and customers (403) and visitors (401)', async () => {
    const r0 = await issue(staff, customer.user.id);
    expect(r0.statusCode).toBe(403);
    expect((await issue(shipperAdmin, customer.user.id)).statusCode).toBe(403);
    const visitor = await as(ctx.app, null).post(
      `/api/UserProfile/${customer.user.id}/admin-access`,
    );
    expect(visitor.statusCode).toBe(401);
  });

  test('refuses to open an operator account, and names an unknown user', async () => {
    const operator = await issue(admin, staff.user.id);
    expect(operator.statusCode).toBe(403);
    expect(operator.json().error.code).toBe('ADMIN_ACCESS_NOT_ALLOWED');
    const unknown = await issue(admin, '6f1c1d7e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  test("an invoice page's query survives: the link opens that invoice", async () => {
    const returnTo = '/shipping-invoice?id=6f1c1d7e-0000-4000-8000-000000000000';
    const response = await issue(admin, customer.user.id, { returnTo });
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().redirectPath, 'http://x');
    expect(link.pathname).toBe('/admin-redirect');
    expect(link.searchParams.get('returnTo')).toBe(returnTo);
    // Another page with the same query is still refused: only the path decides.
    const elsewhere = await issue(admin, customer.user.id, { returnTo: '/my-suite?id=1' });
    expect(elsewhere.statusCode).toBe(400);
  });

  test('only the invoice pages of the admin-return list are allowed as the landing page', async () => {
    const response = await issue(admin, customer.user.id, {
      returnTo: 'https://evil.example/phish',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.returnTo).toBe('validation.adminReturnPath');
  });
});

describe('POST /api/login/admin-token', () => {
  test('exchanges the code once for a session of the customer, marked as opened by the admin', async () => {
    const link = (await issue(admin, shipperAdmin.user.id)).json();
    const response = await exchange(codeOf(link.redirectPath));
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ role: 'SHIPPER ADMIN', fromAdmin: true });

    const me = await as(ctx.app, session).get('/api/user');
    expect(me.json().email).toBe('business-admin@demo.skyparcel.test');
    const [row] = await ctx.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashToken(session.token)));
    expect(row?.actingAdminId).toBe(admin.user.id);
    const used = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'admin_access_used'));
    expect(used.some((entry) => entry.targetUserId === shipperAdmin.user.id)).toBe(true);

    const again = await exchange(codeOf(link.redirectPath));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'ADMIN_TOKEN_INVALID',
      message:
        "This link has expired or has already been used. Open the customer's portal again from user management.",
    });
  });

  test('two parallel exchanges of one code give one session', async () => {
    const link = (await issue(admin, customer.user.id)).json();
    const code = codeOf(link.redirectPath);
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  test('an expired or unknown code is refused, in the caller language', async () => {
    const link = (await issue(admin, customer.user.id)).json();
    const code = codeOf(link.redirectPath);
    await ctx.db
      .update(schema.adminReturnCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.adminReturnCodes.adminUserId, admin.user.id));
    expect((await exchange(code)).json().error.code).toBe('ADMIN_TOKEN_INVALID');

    const french = await as(ctx.app, null).post('/api/login/admin-token?lang=fr', {
      adminToken: 'not-a-code',
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error.message).toContain('Ce lien a expiré');
  });

  test('a code is void once its admin is no longer an admin', async () => {
    const link = (await issue(admin, customer.user.id)).json();
    await ctx.db
      .update(schema.users)
      .set({ role: 'STAFF' })
      .where(eq(schema.users.id, admin.user.id));
    try {
      expect((await exchange(codeOf(link.redirectPath))).statusCode).toBe(400);
    } finally {
      await ctx.db
        .update(schema.users)
        .set({ role: 'ADMIN' })
        .where(eq(schema.users.id, admin.user.id));
    }
  });

  test('a code is void once its admin is deactivated, and stays used up', async () => {
    const link = (await issue(admin, customer.user.id)).json();
    await ctx.db
      .update(schema.users)
      .set({ isActive: false })
      .where(eq(schema.users.id, admin.user.id));
    try {
      const refused = await exchange(codeOf(link.redirectPath));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('ADMIN_TOKEN_INVALID');
    } finally {
      await ctx.db
        .update(schema.users)
        .set({ isActive: true })
        .where(eq(schema.users.id, admin.user.id));
    }
    expect((await exchange(codeOf(link.redirectPath))).statusCode).toBe(400);
  });

  test('a code is void once the customer became an operator or was rejected', async () => {
    const target = shipperAdmin.user.id;
    for (const change of [{ role: 'ADMIN' as const }, { isRejected: true, isApproved: false }]) {
      const link = (await issue(admin, target)).json();
      const [before] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, target));
      await ctx.db.update(schema.users).set(change).where(eq(schema.users.id, target));
      try {
        expect((await exchange(codeOf(link.redirectPath))).statusCode).toBe(400);
      } finally {
        await ctx.db
          .update(schema.users)
          .set({
            role: before?.role,
            isRejected: before?.isRejected,
            isApproved: before?.isApproved,
          })
          .where(eq(schema.users.id, target));
      }
    }
  });
});
