import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { waitUntil } from '../../testing/wait-until';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';
import { readJobStates, readLastJobFailures } from './job-state.repository';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  for (const queue of queues) {
    await queue.close();
  }
  await ctx.close();
});

/** A queue of its own over the test's database: another process, as far as the queue can tell. */
function newQueue(definition: Omit<JobDefinition, 'cron' | 'keepSeconds' | 'pollSeconds'>) {
  const queue = createJobQueue({
    dbHandle: ctx.dbHandle,
    log: pino({ level: 'silent' }),
    leaseSeconds: 10,
  });
  queue.define({ cron: '0 0 1 1 *', keepSeconds: 3_600, pollSeconds: 0.5, ...definition });
  queues.push(queue);
  return queue;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue (decision 069)', () => {
  test('a job runs once at a time across processes, and a run asked for while one waits adds nothing', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const run = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await pause(400);
      running -= 1;
      runs += 1;
    };
    const first = newQueue({ name: 'report_rollup_fold', run, retryDelaySeconds: 1 });
    const second = newQueue({ name: 'report_rollup_fold', run, retryDelaySeconds: 1 });
    await first.start({ work: true });
    await second.start({ work: true });

    expect(await first.runSoon('report_rollup_fold')).toBe(true);
    await waitUntil(() => running === 1, { what: 'the first run to start' });
    // One more may wait behind the running one; a third ask, from either process, adds nothing.
    expect(await second.runSoon('report_rollup_fold')).toBe(true);
    expect(await first.runSoon('report_rollup_fold')).toBe(false);
    expect(await second.runSoon('report_rollup_fold')).toBe(false);

    await waitUntil(() => runs === 2, { what: 'both runs' });
    await pause(1_200);
    expect(runs).toBe(2);
    expect(mostAtOnce).toBe(1);
    await first.drain(1_000);
    await second.drain(1_000);
  });

  test('a failed run is retried with its error kept, and after the last retry it is failed for good', async () => {
    let attempts = 0;
    const flaky = newQueue({
      name: 'telemetry_rollup_fold',
      run: async () => {
        attempts += 1;
        if (attempts === 1) {
          throw new Error('database restarting');
        }
      },
      retryDelaySeconds: 1,
    });
    await flaky.start({ work: true });
    await flaky.runSoon('telemetry_rollup_fold');
    await waitUntil(() => attempts === 2, { what: 'the retry', timeoutMs: 15_000 });
    await flaky.drain(1_000);

    let failures = 0;
    const broken = newQueue({
      name: 'trade_license_reminders',
      run: async () => {
        failures += 1;
        throw new Error('SMTP refused: mailbox full');
      },
      retryDelaySeconds: 1,
      retryLimit: 1,
    });
    await broken.start({ work: true });
    await broken.runSoon('trade_license_reminders');
    const [state] = await waitUntil(
      async () => {
        const states = await readJobStates(ctx.db, ['trade_license_reminders']);
        return states[0]?.failed === 1 ? states : undefined;
      },
      { what: 'the run to fail for good', timeoutMs: 15_000 },
    );
    expect(failures).toBe(2);
    expect(state).toMatchObject({ queued: 0, running: 0, failed: 1 });
    const [failure] = await readLastJobFailures(ctx.db, ['trade_license_reminders']);
    expect(failure?.message).toBe('SMTP refused: mailbox full');
    await broken.drain(1_000);
  });

  test('a stopping process finishes its running job and takes no new one; one outlasting the drain is handed back', async () => {
    let started = 0;
    let finished = 0;
    const stopping = newQueue({
      name: 'storage_fee_pass',
      run: async () => {
        started += 1;
        await pause(started === 1 ? 800 : 60_000);
        finished += 1;
      },
      retryDelaySeconds: 1,
    });
    await stopping.start({ work: true });
    await stopping.runSoon('storage_fee_pass');
    await waitUntil(() => started === 1, { what: 'the run to start' });
    await stopping.runSoon('storage_fee_pass');
    await stopping.drain(5_000);
    expect(finished).toBe(1);
    await pause(1_000);
    expect(started).toBe(1);
    expect((await readJobStates(ctx.db, ['storage_fee_pass']))[0]).toMatchObject({
      queued: 1,
      running: 0,
    });
    await stopping.close();

    const next = newQueue({ name: 'storage_fee_pass', run: stoppingRun, retryDelaySeconds: 1 });
    async function stoppingRun() {
      started += 1;
      await pause(60_000);
    }
    await next.start({ work: true });
    await waitUntil(() => started === 2, { what: 'the waiting run to start' });
    await next.drain(200);
    await next.close();
    // Failed back to the queue, so another process runs it again after its retry delay.
    expect((await readJobStates(ctx.db, ['storage_fee_pass']))[0]).toMatchObject({
      queued: 1,
      running: 0,
    });
  });
});
