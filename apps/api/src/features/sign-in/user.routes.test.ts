import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { createSuiteCustomer } from '../../testing/package-fixtures';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

function me(token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { authorization: `Bearer ${token}` },
  });
}

function greetingSeen(token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/suite-greeting-seen',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('firstTime (the first-time suite address screen)', () => {
  test('is true for a new customer and turns false, for good, once the greeting is closed', async () => {
    const customer = await createSuiteCustomer(ctx.db);
    expect((await me(customer.token)).json()).toMatchObject({ firstTime: true });

    expect((await greetingSeen(customer.token)).statusCode).toBe(204);
    expect((await me(customer.token)).json()).toMatchObject({ firstTime: false });

    const [first] = await ctx.db
      .select({ seenAt: schema.users.suiteGreetingSeenAt })
      .from(schema.users)
      .where(eq(schema.users.id, customer.user.id));
    // Closing it again (another device) keeps the first time.
    expect((await greetingSeen(customer.token)).statusCode).toBe(204);
    const [second] = await ctx.db
      .select({ seenAt: schema.users.suiteGreetingSeenAt })
      .from(schema.users)
      .where(eq(schema.users.id, customer.user.id));
    expect(second?.seenAt).toEqual(first?.seenAt);
  });

  test("one customer's close leaves another's flag alone", async () => {
    const first = await createSuiteCustomer(ctx.db);
    const other = await createSuiteCustomer(ctx.db);
    await greetingSeen(first.token);
    expect((await me(other.token)).json()).toMatchObject({ firstTime: true });
  });

  test('a visitor is refused with the catalogue text', async () => {
    const response = await greetingSeen();
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });
});
