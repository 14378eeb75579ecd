import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { translate } from '@skyparcel/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, type Caller } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { getCurrentUser } from './get-current-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

function me(caller: Caller) {
  return as(ctx.app, caller).get('/api/user');
}

function greetingSeen(caller: Caller) {
  return as(ctx.app, caller).post('/api/user/suite-greeting-seen');
}

describe('firstTime (the first-time suite address screen)', () => {
  test('is true for a new customer and turns false, for good, once the greeting is closed', async () => {
    const customer = await buildCustomer(ctx.db);
    expect((await me(customer)).json()).toMatchObject({ firstTime: true });

    expect((await greetingSeen(customer)).statusCode).toBe(204);
    expect((await me(customer)).json()).toMatchObject({ firstTime: false });

    const [first] = await ctx.db
      .select({ seenAt: schema.users.suiteGreetingSeenAt })
      .from(schema.users)
      .where(eq(schema.users.id, customer.user.id));
    // Closing it again (another device) keeps the first time.
    expect((await greetingSeen(customer)).statusCode).toBe(204);
    const [second] = await ctx.db
      .select({ seenAt: schema.users.suiteGreetingSeenAt })
      .from(schema.users)
      .where(eq(schema.users.id, customer.user.id));
    expect(second?.seenAt).toEqual(first?.seenAt);
  });

  test("one customer's close leaves another's flag alone", async () => {
    const first = await buildCustomer(ctx.db);
    const other = await buildCustomer(ctx.db);
    await greetingSeen(first);
    expect((await me(other)).json()).toMatchObject({ firstTime: true });
  });

  test('a visitor is refused with the catalogue text', async () => {
    const response = await greetingSeen(null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });
});

describe('GET /api/user for a session whose user is gone', () => {
  test("answers 401 with the spec's other wording, User is not authenticated.", async () => {
    await expect(getCurrentUser(ctx.db, randomUUID())).rejects.toMatchObject({
      code: 'USER_NOT_AUTHENTICATED',
      status: 401,
    });
    expect(translate('en-US', 'errors.USER_NOT_AUTHENTICATED')).toBe('User is not authenticated.');
  });
});
