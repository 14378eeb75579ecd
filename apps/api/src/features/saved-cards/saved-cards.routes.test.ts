import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildSavedCard } from '../../testing/build-saved-card';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const FORBIDDEN_TEXT = 'User does not have permission to update or delete a credit card or contact';

async function defaultsOf(userId: string) {
  return ctx.db
    .select({ id: schema.savedCards.id })
    .from(schema.savedCards)
    .where(and(eq(schema.savedCards.userId, userId), eq(schema.savedCards.isDefault, true)));
}

describe('GET /api/user/credit-cards', () => {
  test('lists only the caller’s cards, the default first, without the gateway token', async () => {
    const sara = await buildCustomer(ctx.db);
    const other = await buildCustomer(ctx.db);
    await buildSavedCard(ctx.db, { owner: other });
    const first = await buildSavedCard(ctx.db, { owner: sara, token: 'tok_secret_first' });
    const second = await buildSavedCard(ctx.db, {
      owner: sara,
      brand: 'mastercard',
      last4: '4444',
    });
    const response = await as(ctx.app, sara).get('/api/user/credit-cards');
    expect(response.statusCode).toBe(200);
    const cards = response.json() as { id: string; isDefault: boolean }[];
    expect(cards.map((card) => card.id)).toEqual([first.id, second.id]);
    expect(cards[0]).toEqual({
      id: first.id,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      label: null,
      isDefault: true,
    });
    expect(response.body).not.toContain('tok_');
  });

  test('answers an empty list to a customer without cards, 401 to a visitor', async () => {
    const sara = await buildCustomer(ctx.db);
    expect((await as(ctx.app, sara).get('/api/user/credit-cards')).json()).toEqual([]);
    const visitor = await as(ctx.app, null).get('/api/user/credit-cards');
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/user/credit-cards/{creditCardId}', () => {
  test('renames a card and makes another the default, keeping one default', async () => {
    const sara = await buildCustomer(ctx.db);
    const first = await buildSavedCard(ctx.db, { owner: sara });
    const second = await buildSavedCard(ctx.db, { owner: sara, last4: '1881' });
    const renamed = await as(ctx.app, sara).put(`/api/user/credit-cards/${first.id}`, {
      label: '  Work card ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: first.id, label: 'Work card', isDefault: true });

    const made = await as(ctx.app, sara).put(`/api/user/credit-cards/${second.id}`, {
      isDefault: true,
    });
    expect(made.json()).toMatchObject({ id: second.id, isDefault: true });
    expect(await defaultsOf(sara.user.id)).toEqual([{ id: second.id }]);
  });

  test('two "make default" calls at once leave exactly one default', async () => {
    const sara = await buildCustomer(ctx.db);
    const cards = [
      await buildSavedCard(ctx.db, { owner: sara }),
      await buildSavedCard(ctx.db, { owner: sara }),
      await buildSavedCard(ctx.db, { owner: sara }),
    ];
    const answers = await Promise.all(
      cards.map((card) =>
        as(ctx.app, sara).put(`/api/user/credit-cards/${card.id}`, { isDefault: true }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await defaultsOf(sara.user.id)).toHaveLength(1);
  });

  test('an empty label clears the name; a too long one is refused', async () => {
    const sara = await buildCustomer(ctx.db);
    const card = await buildSavedCard(ctx.db, { owner: sara });
    await as(ctx.app, sara).put(`/api/user/credit-cards/${card.id}`, { label: 'Old' });
    const cleared = await as(ctx.app, sara).put(`/api/user/credit-cards/${card.id}`, {
      label: '',
    });
    expect(cleared.json().label).toBeNull();
    const tooLong = await as(ctx.app, sara).put(`/api/user/credit-cards/${card.id}`, {
      label: 'x'.repeat(41),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ label: 'validation.tooLong' });
  });

  test('another customer’s, a missing and a malformed id answer 403 with the catalogue text', async () => {
    const sara = await buildCustomer(ctx.db);
    const other = await buildCustomer(ctx.db);
    const theirs = await buildSavedCard(ctx.db, { owner: other });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await as(ctx.app, sara).put(`/api/user/credit-cards/${id}`, {
        label: 'Mine now',
      });
      expect(response.statusCode, id).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'CREDIT_CARD_FORBIDDEN',
        message: FORBIDDEN_TEXT,
      });
    }
    const [kept] = await ctx.db
      .select()
      .from(schema.savedCards)
      .where(eq(schema.savedCards.id, theirs.id));
    expect(kept?.label).toBeNull();
  });

  test('a visitor gets 401 before the body is read', async () => {
    const response = await as(ctx.app, null).put(
      '/api/user/credit-cards/00000000-0000-4000-8000-000000000000',
      { isDefault: true },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/credit-cards/{creditCardId}', () => {
  test('deletes the card; the newest other card becomes the default; audited', async () => {
    const sara = await buildCustomer(ctx.db);
    const first = await buildSavedCard(ctx.db, { owner: sara });
    const second = await buildSavedCard(ctx.db, { owner: sara });
    const response = await as(ctx.app, sara).delete(`/api/user/credit-cards/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Credit card deleted' });
    expect(await defaultsOf(sara.user.id)).toEqual([{ id: second.id }]);
    const audit = await ctx.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, sara.user.id));
    expect(audit.map((row) => row.action)).toContain('saved_card.delete');
  });

  test('another customer’s card answers 403 and stays; a visitor 401', async () => {
    const sara = await buildCustomer(ctx.db);
    const other = await buildCustomer(ctx.db);
    const theirs = await buildSavedCard(ctx.db, { owner: other });
    const response = await as(ctx.app, sara).delete(`/api/user/credit-cards/${theirs.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(FORBIDDEN_TEXT);
    const visitor = await as(ctx.app, null).delete(`/api/user/credit-cards/${theirs.id}`);
    expect(visitor.statusCode).toBe(401);
    const rows = await ctx.db
      .select()
      .from(schema.savedCards)
      .where(eq(schema.savedCards.id, theirs.id));
    expect(rows).toHaveLength(1);
  });
});
