import { type DbHandle, schema } from '@skyparcel/db';
import {
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  SESSION_TTL_MINUTES,
} from '@skyparcel/domain/accounts';
import { instantArb, inTimeZoneAsync, timeZoneArb } from '@skyparcel/domain/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, inject, test, vi } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import { createSession, findLiveSession, hashToken, rotateSession } from './index';

// Decision 058: the session limits are elapsed time (30 minutes idle, 12 hours since sign-in,
// 15 minutes per token), the same whatever zone the server runs in.
const MINUTE_MS = 60_000;
const IDLE_MS = SESSION_IDLE_MINUTES * MINUTE_MS;
const MAX_MS = SESSION_MAX_HOURS * 60 * MINUTE_MS;

let handle: DbHandle;
let userId: string;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
  userId = (await buildUser(handle.db, { role: 'CUSTOMER' })).user.id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => handle.close());

/** A duration near `limit` (a millisecond either side, or the limit itself) or anywhere below `max`. */
const aroundArb = (limit: number, max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max }),
    fc.constantFrom(limit - 1, limit, limit + 1),
    fc.integer({ min: limit - MINUTE_MS, max: limit + MINUTE_MS }),
  );

/** A session opened at `now - ageMs`, last active at `now - idleMs`, read at `now` in `zone`. */
async function sessionAt(zone: string, now: Date, ageMs: number, idleMs: number) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  return inTimeZoneAsync(zone, async () => {
    const { token, expiresAt } = await createSession(handle.db, userId);
    await handle.db
      .update(schema.sessions)
      .set({
        createdAt: new Date(now.getTime() - ageMs),
        lastSeenAt: new Date(now.getTime() - Math.min(idleMs, ageMs)),
      })
      .where(eq(schema.sessions.tokenHash, hashToken(token)));
    return { token, expiresAt };
  });
}

test('a session lives while idle under 30 minutes and signed in under 12 hours, in every zone', async () => {
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      instantArb(),
      aroundArb(MAX_MS, 13 * 60 * MINUTE_MS),
      aroundArb(IDLE_MS, 40 * MINUTE_MS),
      async (zone, now, ageMs, idleMs) => {
        const { token, expiresAt } = await sessionAt(zone, now, ageMs, idleMs);
        const live = await inTimeZoneAsync(zone, () => findLiveSession(handle.db, token));
        vi.useRealTimers();
        expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_TTL_MINUTES * MINUTE_MS);
        expect(live !== undefined).toBe(Math.min(idleMs, ageMs) < IDLE_MS && ageMs < MAX_MS);
      },
    ),
    { numRuns: 60 },
  );
});

test('a refresh moves the expiry 15 minutes on, never past 12 hours after sign-in, in every zone', async () => {
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      instantArb(),
      aroundArb(MAX_MS - SESSION_TTL_MINUTES * MINUTE_MS, MAX_MS - 1),
      async (zone, now, ageMs) => {
        const { token } = await sessionAt(zone, now, ageMs, 0);
        const live = await inTimeZoneAsync(zone, () => findLiveSession(handle.db, token));
        if (!live) {
          throw new Error('the session under test is not live');
        }
        const { expiresAt } = await inTimeZoneAsync(zone, () =>
          rotateSession(handle.db, live.session.id),
        );
        vi.useRealTimers();
        const signedInAt = now.getTime() - ageMs;
        expect(expiresAt.getTime()).toBe(
          Math.min(now.getTime() + SESSION_TTL_MINUTES * MINUTE_MS, signedInAt + MAX_MS),
        );
      },
    ),
    { numRuns: 40 },
  );
});
