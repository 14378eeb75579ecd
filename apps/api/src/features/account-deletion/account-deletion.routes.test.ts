import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveUploadsDir } from '../../plugins/env';
import { as } from '../../testing/as';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildSavedCard } from '../../testing/build-saved-card';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';
import { multipartBody, SAMPLE } from '../../testing/multipart';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => ctx.close());

const MINE = '/api/UserProfile/deletion-request';
const QUEUE = '/api/admin/deletion-requests';
const PASSWORD = 'Correct-Horse-42';

async function userRow(id: string) {
  const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

describe('POST, GET and DELETE /api/UserProfile/deletion-request', () => {
  test('asks with the password, once at a time, and may withdraw; a visitor gets 401', async () => {
    const sara = await buildCustomer(ctx.db, { password: PASSWORD, dateOfBirth: '1990-04-12' });
    const wrong = await as(ctx.app, sara).post(MINE, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Current Password is incorrect',
    });
    expect((await as(ctx.app, sara).get(MINE)).json()).toEqual({ pending: null });

    const asked = await as(ctx.app, sara).post(MINE, { password: PASSWORD });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', decidedAt: null });
    expect((await as(ctx.app, sara).get(MINE)).json().pending.id).toBe(asked.json().id);
    const again = await as(ctx.app, sara).post(MINE, { password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ACCOUNT_DELETION_PENDING');

    const withdrawn = await as(ctx.app, sara).delete(MINE);
    expect(withdrawn.statusCode).toBe(200);
    expect((await as(ctx.app, sara).get(MINE)).json()).toEqual({ pending: null });
    expect((await as(ctx.app, sara).delete(MINE)).statusCode).toBe(404);

    for (const response of [
      await as(ctx.app, null).get(MINE),
      await as(ctx.app, null).post(MINE, { password: PASSWORD }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/deletion-requests and POST …/{id}/confirm', () => {
  test('an admin confirms: personal data erased, sessions ended, invoices and payments kept', async () => {
    const sara = await buildCustomer(ctx.db, { password: PASSWORD, dateOfBirth: '1990-04-12' });
    const paid = await buildPaidShipRequest(ctx.app, ctx.db, sara);
    await buildSavedCard(ctx.db, { owner: sara });
    // Her passport and its scan (decision 047) are personal data too.
    const identified = await as(ctx.app, sara).put('/api/UserProfile/set-user-identification', {
      documentType: 'passport',
      issuingCountryCode: 'NO',
      number: 'ab 123456',
    });
    expect(identified.statusCode, identified.body).toBe(200);
    const scan = multipartBody({}, [{ name: 'passport.png', content: SAMPLE.png() }]);
    const uploaded = await as(ctx.app, sara).post('/api/UserProfile/upload-file', scan.payload, {
      headers: scan.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [stored] = await ctx.db
      .select({ storedName: schema.identityDocuments.storedName })
      .from(schema.identityDocuments)
      .where(eq(schema.identityDocuments.userId, sara.user.id));
    const scanPath = join(
      join(resolveUploadsDir(ctx.config), 'identity'),
      stored?.storedName ?? 'missing',
    );
    expect(existsSync(scanPath)).toBe(true);
    const asked = (await as(ctx.app, sara).post(MINE, { password: PASSWORD })).json();

    // Other customers and staff neither see the queue nor confirm.
    const clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
    for (const caller of [sara, clerk]) {
      expect((await as(ctx.app, caller).get(QUEUE)).statusCode).toBe(403);
      expect((await as(ctx.app, caller).post(`${QUEUE}/${asked.id}/confirm`)).statusCode).toBe(403);
    }
    expect((await as(ctx.app, null).get(QUEUE)).statusCode).toBe(401);

    const queue = (await as(ctx.app, admin).get(QUEUE)).json();
    expect(queue).toContainEqual(
      expect.objectContaining({ id: asked.id, userId: sara.user.id, email: sara.user.email }),
    );
    const confirmed = await as(ctx.app, admin).post(`${QUEUE}/${asked.id}/confirm`);
    expect(confirmed.statusCode).toBe(204);

    expect(await userRow(sara.user.id)).toMatchObject({
      email: `erased-${sara.user.id}@erased.invalid`,
      firstName: 'Erased',
      lastName: 'Erased',
      passwordHash: null,
      isActive: false,
    });
    expect((await as(ctx.app, sara).get('/api/user')).statusCode).toBe(401);
    const contacts = await ctx.db
      .select()
      .from(schema.contacts)
      .where(eq(schema.contacts.userId, sara.user.id));
    const cards = await ctx.db
      .select()
      .from(schema.savedCards)
      .where(eq(schema.savedCards.userId, sara.user.id));
    const identities = await ctx.db
      .select()
      .from(schema.userIdentities)
      .where(eq(schema.userIdentities.userId, sara.user.id));
    const scans = await ctx.db
      .select()
      .from(schema.identityDocuments)
      .where(eq(schema.identityDocuments.userId, sara.user.id));
    expect([contacts, cards, identities, scans]).toEqual([[], [], [], []]);
    expect(existsSync(scanPath)).toBe(false);
    // The bookkeeping stays: the paid ship request and its payment.
    const [request] = await ctx.db
      .select({ paidAt: schema.shipRequests.paidAt })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, paid.id));
    expect(request?.paidAt).toBeInstanceOf(Date);
    const payments = await ctx.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.userId, sara.user.id));
    expect(payments).toHaveLength(1);
    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'user.erase-personal-data'));
    expect(audit).toContainEqual(
      expect.objectContaining({ actorUserId: admin.user.id, targetUserId: sara.user.id }),
    );

    expect((await as(ctx.app, admin).get(QUEUE)).json()).not.toContainEqual(
      expect.objectContaining({ id: asked.id }),
    );
    const twice = await as(ctx.app, admin).post(`${QUEUE}/${asked.id}/confirm`);
    expect(twice.statusCode).toBe(404);
    expect((await as(ctx.app, admin).post(`${QUEUE}/not-an-id/confirm`)).statusCode).toBe(404);
  });
});
