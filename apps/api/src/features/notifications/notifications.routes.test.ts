import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../../modules/sessions';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const MINUTE = 60_000;

/** Moves the session's last activity back, as if the person had left the tab this long ago. */
async function leaveIdleFor(token: string, minutes: number) {
  await ctx.db
    .update(schema.sessions)
    .set({ lastSeenAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(schema.sessions.tokenHash, hashToken(token)));
}

async function lastSeenAt(token: string) {
  const [session] = await ctx.db
    .select({ lastSeenAt: schema.sessions.lastSeenAt })
    .from(schema.sessions)
    .where(eq(schema.sessions.tokenHash, hashToken(token)));
  return session?.lastSeenAt;
}

describe('GET /api/user/notifications is not activity', () => {
  test('polling leaves the session idle, so it ends after 30 minutes', async () => {
    const customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
    // The header polls once a minute for 29 minutes: each poll answers, none moves the clock.
    await leaveIdleFor(customer.token, 29);
    const idleSince = await lastSeenAt(customer.token);
    for (let poll = 0; poll < 3; poll += 1) {
      expect((await as(ctx.app, customer).get('/api/user/notifications')).statusCode).toBe(200);
    }
    expect(await lastSeenAt(customer.token)).toEqual(idleSince);

    await leaveIdleFor(customer.token, 31);
    const polled = await as(ctx.app, customer).get('/api/user/notifications');
    expect(polled.statusCode).toBe(401);
    expect(polled.json().error.code).toBe('SESSION_EXPIRED');
    expect((await as(ctx.app, customer).get('/api/user')).json().error.code).toBe(
      'SESSION_EXPIRED',
    );
  });

  test('a call the person makes still counts as activity', async () => {
    const customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
    await leaveIdleFor(customer.token, 29);
    expect((await as(ctx.app, customer).get('/api/user')).statusCode).toBe(200);
    expect((await lastSeenAt(customer.token))?.getTime()).toBeGreaterThan(Date.now() - MINUTE);
  });
});
