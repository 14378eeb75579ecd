import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SHIPPING_PREFERENCES } from '../../modules/shipping-preferences';
import { DEMO_ACCOUNTS } from '../../modules/users';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const GET = '/api/userProfile/get-shipping-preferences';
const LIST = '/api/userProfile/list-shipping-preferences';
const SET = '/api/userProfile/set-shipping-preferences';

/** In the order written: without an order a scan may answer in any (seen on PostgreSQL). */
async function auditOf(userId: string) {
  return ctx.db
    .select({ actor: schema.auditLog.actorUserId, details: schema.auditLog.details })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.targetUserId, userId),
        eq(schema.auditLog.action, 'user.set-shipping-preferences'),
      ),
    )
    .orderBy(schema.auditLog.createdAt);
}

describe('GET /api/userProfile/get-shipping-preferences', () => {
  test('answers no codes to a customer who keeps none, 401 to a visitor', async () => {
    const sara = await buildCustomer(ctx.db);
    const response = await as(ctx.app, sara).get(GET);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ codes: [] });
    const visitor = await as(ctx.app, null).get(GET);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
  });

  test('the demo customer keeps fragile stickers and extra packing, insurance off', async () => {
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER');
    const caller = await sessionFor(ctx.db, demo?.email ?? '');
    const response = await as(ctx.app, caller).get(GET);
    expect(response.json()).toEqual({ codes: [...DEMO_SHIPPING_PREFERENCES] });
    expect(DEMO_SHIPPING_PREFERENCES).toEqual(['FRG', 'EPK']);
  });
});

describe('PUT /api/userProfile/set-shipping-preferences', () => {
  test('keeps exactly the codes sent, in the catalogue’s order, and audits before and after', async () => {
    const sara = await buildCustomer(ctx.db);
    const first = await as(ctx.app, sara).put(SET, { codes: ['epk', ' FRG ', 'INS'] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ codes: ['INS', 'FRG', 'EPK'] });
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({ codes: ['INS', 'FRG', 'EPK'] });

    const second = await as(ctx.app, sara).put(SET, { codes: ['LPH'] });
    expect(second.json()).toEqual({ codes: ['LPH'] });
    const cleared = await as(ctx.app, sara).put(SET, { codes: [] });
    expect(cleared.json()).toEqual({ codes: [] });
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({ codes: [] });

    const audit = await auditOf(sara.user.id);
    expect(audit.map((row) => row.details)).toEqual([
      { before: [], after: ['INS', 'FRG', 'EPK'] },
      { before: ['INS', 'FRG', 'EPK'], after: ['LPH'] },
      { before: ['LPH'], after: [] },
    ]);
    expect(audit.every((row) => row.actor === sara.user.id)).toBe(true);
  });

  test('changes only the caller’s own preferences', async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    await as(ctx.app, omar).put(SET, { codes: ['ORB'] });
    await as(ctx.app, sara).put(SET, { codes: ['DSB', 'FRG'] });
    expect((await as(ctx.app, omar).get(GET)).json()).toEqual({ codes: ['ORB'] });
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({ codes: ['DSB', 'FRG'] });
    expect(await auditOf(sara.user.id)).toHaveLength(1);
  });

  test('two saves at once end as one of them, never a mix', async () => {
    const sara = await buildCustomer(ctx.db);
    const answers = await Promise.all([
      as(ctx.app, sara).put(SET, { codes: ['INS', 'LPH'] }),
      as(ctx.app, sara).put(SET, { codes: ['EPK'] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { codes } = (await as(ctx.app, sara).get(GET)).json() as { codes: string[] };
    expect([['INS', 'LPH'], ['EPK']]).toContainEqual(codes);
  });

  test.each([
    ['an unknown code', { codes: ['FRG', 'XYZ'] }, { 'codes.1': 'validation.invalid' }],
    ['a code twice', { codes: ['FRG', 'frg'] }, { 'codes.1': 'validation.invalid' }],
    ['a NUL character', { codes: ['FRG\u0000'] }, { 'codes.0': 'validation.nulCharacter' }],
    [
      'more codes than the catalogue holds',
      { codes: Array.from({ length: 500 }, () => 'INS') },
      { codes: 'validation.tooMany' },
    ],
    ['codes that are not a list', { codes: 'FRG' }, { codes: 'validation.invalid' }],
    ['no codes at all', {}, { codes: 'validation.invalid' }],
  ])(
    'refuses %s with 400 and the catalogue’s text, keeping what was there',
    async (_, body, fields) => {
      const sara = await buildCustomer(ctx.db);
      await as(ctx.app, sara).put(SET, { codes: ['ORB'] });
      const response = await as(ctx.app, sara).put(SET, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Invalid request', fields },
      });
      expect((await as(ctx.app, sara).get(GET)).json()).toEqual({ codes: ['ORB'] });
      expect(await auditOf(sara.user.id)).toHaveLength(1);
    },
  );

  test('answers 401 to a visitor and changes nothing', async () => {
    const response = await as(ctx.app, null).put(SET, { codes: ['INS'] });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/userProfile/list-shipping-preferences', () => {
  test('lists all six with their profile texts and whether the caller keeps each', async () => {
    const sara = await buildCustomer(ctx.db);
    await as(ctx.app, sara).put(SET, { codes: ['FRG'] });
    const response = await as(ctx.app, sara).get(LIST);
    expect(response.statusCode).toBe(200);
    const items = response.json() as { code: string; isChosen: boolean }[];
    expect(items.map((item) => item.code)).toEqual(['INS', 'LPH', 'DSB', 'FRG', 'EPK', 'ORB']);
    expect(items[1]).toEqual({
      code: 'LPH',
      nameKey: 'shipping.preferences.codes.LPH',
      name: 'Take photos at login',
      isPricedByDeclaredValue: false,
      fee: null,
      isChosen: false,
    });
    expect(items.filter((item) => item.isChosen).map((item) => item.code)).toEqual(['FRG']);
  });

  test('gives each fee at a warehouse named by id or code; INS has none', async () => {
    const sara = await buildCustomer(ctx.db);
    const [warehouse] = await ctx.db
      .select()
      .from(schema.warehouses)
      .where(eq(schema.warehouses.code, 'US-DE'));
    for (const key of [warehouse?.id ?? '', 'us-de']) {
      const response = await as(ctx.app, sara).get(`${LIST}?warehouseId=${key}`);
      expect(response.statusCode).toBe(200);
      const items = response.json() as {
        code: string;
        fee: unknown;
        isPricedByDeclaredValue: boolean;
      }[];
      expect(items.find((item) => item.code === 'INS')).toMatchObject({
        fee: null,
        isPricedByDeclaredValue: true,
      });
      expect(items.find((item) => item.code === 'LPH')?.fee).toEqual({
        amount: 3,
        currency: 'USD',
      });
    }
  });

  test('answers in the caller’s language', async () => {
    const sara = await buildCustomer(ctx.db);
    const response = await as(ctx.app, sara).get(LIST, { headers: { 'accept-language': 'ar-AE' } });
    const items = response.json() as { code: string; name: string }[];
    expect(items.find((item) => item.code === 'EPK')?.name).toBe('تغليف إضافي');
  });

  test('answers 404 for an unknown warehouse, 400 for a NUL, 401 to a visitor', async () => {
    const sara = await buildCustomer(ctx.db);
    const unknown = await as(ctx.app, sara).get(`${LIST}?warehouseId=XX-NONE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('WAREHOUSE_NOT_FOUND');
    const nul = await as(ctx.app, sara).get(`${LIST}?warehouseId=US-DE%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toEqual({ warehouseId: 'validation.nulCharacter' });
    expect((await as(ctx.app, null).get(LIST)).statusCode).toBe(401);
  });
});
