import { schema } from '@skyparcel/db';
import { BACKGROUND_JOB_NAMES } from '@skyparcel/domain/jobs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';
import { waitUntil } from '../../testing/wait-until';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;
let refundRecoveryRuns = 0;

beforeAll(async () => {
  // This app takes jobs; two of them are replaced by stand-ins the test controls.
  ctx = await buildTestApp({ JOB_WORKER: 'true' }, (app) => {
    const [original] = app.jobs
      .definitions()
      .filter((each) => each.name === 'telemetry_rollup_fold');
    if (original) {
      app.jobs.define({
        ...original,
        run: async () => {
          throw new Error('telemetry_events is locked by a migration');
        },
        retryDelaySeconds: 1,
        retryLimit: 0,
      });
    }
    const [recovery] = app.jobs
      .definitions()
      .filter((each) => each.name === 'refund_recovery_pass');
    if (recovery) {
      // Slow enough that a second Run now finds the first one still waiting or running.
      app.jobs.define({
        ...recovery,
        run: async () => {
          refundRecoveryRuns += 1;
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        },
      });
    }
  });
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => ctx.close());

const JOBS = '/api/admin/jobs';

describe('GET /api/admin/jobs', () => {
  test('[ADMIN] sees every background job with its schedule and what the queue holds', async () => {
    const response = await as(ctx.app, admin).get(JOBS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { jobs } = response.json();
    expect(jobs.map((job: { name: string }) => job.name)).toEqual([...BACKGROUND_JOB_NAMES]);
    expect(jobs.find((job: { name: string }) => job.name === 'storage_reminders')).toEqual({
      name: 'storage_reminders',
      schedule: '0 * * * *',
      lastRunAt: null,
      queued: 0,
      running: 0,
      failed: 0,
      lastFailure: null,
    });
  });

  test('[ADMIN] a run that failed shows as failed with its error text', async () => {
    const run = await as(ctx.app, admin).post(`${JOBS}/telemetry_rollup_fold/run`);
    expect(run.statusCode).toBe(202);
    const job = await waitUntil(
      async () => {
        const { jobs } = (await as(ctx.app, admin).get(JOBS)).json();
        const found = jobs.find((each: { name: string }) => each.name === 'telemetry_rollup_fold');
        return found?.failed === 1 ? found : undefined;
      },
      { what: 'the failure to be listed', timeoutMs: 15_000 },
    );
    expect(job).toMatchObject({
      queued: 0,
      running: 0,
      failed: 1,
      lastRunAt: expect.any(String),
      lastFailure: { at: expect.any(String), message: 'telemetry_events is locked by a migration' },
    });
  });

  test('answers 401 UNAUTHENTICATED to a visitor and 403 FORBIDDEN to everyone but ADMIN', async () => {
    for (const [method, url] of [
      ['GET', JOBS],
      ['POST', `${JOBS}/storage_reminders/run`],
    ] as const) {
      const visitor = await as(ctx.app, null).request(method, url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
      for (const caller of [
        await buildCustomer(ctx.db),
        await buildUser(ctx.db, { role: 'STAFF' }),
        await buildUser(ctx.db, { role: 'SHIPPER ADMIN' }),
      ]) {
        const refused = await as(ctx.app, caller).request(method, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('POST /api/admin/jobs/{name}/run', () => {
  test('[ADMIN] queues one run, audited; asked again while one waits, nothing is added', async () => {
    const first = await as(ctx.app, admin).post(`${JOBS}/refund_recovery_pass/run`);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ queued: true });
    await waitUntil(() => refundRecoveryRuns === 1, { what: 'the run to start' });
    // One may wait behind the running one; more clicks add nothing.
    const second = await as(ctx.app, admin).post(`${JOBS}/refund_recovery_pass/run`);
    const third = await as(ctx.app, admin).post(`${JOBS}/refund_recovery_pass/run`);
    expect([second.json(), third.json()]).toEqual([{ queued: true }, { queued: false }]);
    await waitUntil(() => refundRecoveryRuns === 2, { what: 'the waiting run', timeoutMs: 15_000 });

    const audited = await ctx.db
      .select({ details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorUserId, admin.user.id),
          eq(schema.auditLog.action, 'job.run-now'),
        ),
      );
    const recoveryRuns = audited.filter((row) => row.details.job === 'refund_recovery_pass');
    expect(recoveryRuns.map((row) => row.details)).toEqual([
      { job: 'refund_recovery_pass', queued: true },
      { job: 'refund_recovery_pass', queued: true },
      { job: 'refund_recovery_pass', queued: false },
    ]);
  });

  test('answers 404 NOT_FOUND for a job that does not exist, 400 for a name no job could have', async () => {
    for (const name of ['no_such_job', 'x'.repeat(40), 'MAIL_OUTBOX']) {
      const response = await as(ctx.app, admin).post(`${JOBS}/${name}/run`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const tooLong = await as(ctx.app, admin).post(`${JOBS}/${'x'.repeat(41)}/run`);
    expect(tooLong.statusCode).toBe(400);
  });
});
