import { schema } from '@skyparcel/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { trackPass } from '../../lib/metrics';
import { OUTBOX_READ_KEEP_MS } from '../../plugins/metrics';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.get('/api/system-test/failure', async () => {
      throw new Error('planted failure');
    });
  });
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => ctx.close());

const SYSTEM = '/api/admin/system';

describe('GET /api/admin/system', () => {
  test('[ADMIN] sees the outbox, passes, pool, recent errors and the build', async () => {
    const written = new Date(Date.now() - 5 * 60_000);
    const later = new Date(Date.now() + 60 * 60_000);
    const mail = { subject: 'Waiting', text: 'x', html: 'x', nextAttemptAt: later };
    const rows = await ctx.db
      .insert(schema.mailOutbox)
      .values([
        { ...mail, to: 'a@example.com', createdAt: written },
        { ...mail, to: 'b@example.com', createdAt: written },
        { ...mail, to: 'c@example.com', createdAt: written, sentAt: new Date() },
      ])
      .returning({ id: schema.mailOutbox.id });
    await trackPass('system_test_pass', async () => undefined)();
    const failing = trackPass('system_test_failing_pass', async () => {
      throw new Error('planted');
    });
    await failing().catch(() => undefined);
    expect((await as(ctx.app, null).get('/api/system-test/failure')).statusCode).toBe(500);
    try {
      // Past the few seconds the outbox read is kept.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OUTBOX_READ_KEEP_MS });
      const response = await as(ctx.app, admin).get(SYSTEM);
      vi.useRealTimers();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const status = response.json();
      expect(status.build.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(status.build.version).toMatch(/^\d+\.\d+\.\d+/);
      // The two waiting mails (the seed's mail is delivered to the local mailbox at once).
      expect(status.outbox.depth).toBe(2);
      expect(status.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(300);
      expect(status.outbox.oldestAgeSeconds).toBeLessThan(400);
      // PGlite is one connection, idle between statements. A PostgreSQL pool may be running the
      // answer's own other read at that moment, so only its total is fixed.
      if (ctx.dbHandle.kind === 'pglite') {
        expect(status.database).toEqual({ kind: 'pglite', inUse: 0, idle: 1, waiting: 0 });
      } else {
        expect(status.database).toMatchObject({ kind: 'postgres', waiting: 0 });
        expect(status.database.inUse + status.database.idle).toBeGreaterThanOrEqual(1);
      }
      expect(status.errorsLastHour).toBeGreaterThanOrEqual(1);
      expect(status.passes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'system_test_pass', runs: 1, failures: 0 }),
          expect.objectContaining({
            name: 'system_test_failing_pass',
            runs: 1,
            failures: 1,
            isRunning: false,
            lastFailedAt: expect.any(String),
          }),
        ]),
      );
    } finally {
      vi.useRealTimers();
      await ctx.db.delete(schema.mailOutbox).where(
        inArray(
          schema.mailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });

  test('answers 401 UNAUTHENTICATED to a visitor and 403 FORBIDDEN to everyone but ADMIN', async () => {
    const visitor = await as(ctx.app, null).get(SYSTEM);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    for (const caller of [
      await buildCustomer(ctx.db),
      await buildUser(ctx.db, { role: 'STAFF' }),
      await buildUser(ctx.db, { role: 'SHIPPER ADMIN' }),
    ]) {
      const refused = await as(ctx.app, caller).get(SYSTEM);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect(refused.body).not.toContain('outbox');
    }
  });
});
