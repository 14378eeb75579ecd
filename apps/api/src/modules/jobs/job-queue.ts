import type { DbHandle } from '@skyparcel/db';
import type { BackgroundJobName } from '@skyparcel/domain/jobs';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Db, fromPglite, type PGliteLike, PgBoss, type Queue } from 'pg-boss';
import { trackPass } from '../../lib/metrics';
import { JOB_QUEUE_SCHEMA } from './job-queue-schema';

/** One background job: what it runs, when, and how its failures are retried. */
export type JobDefinition = {
  name: BackgroundJobName;
  /** Cron expression in UTC: the job's cadence, shared by every process (one schedule row). */
  cron: string;
  /** The work; `signal` is aborted when the process stops, so a long pass may end early. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** First retry after this many seconds, then twice as long each time, at most 15 minutes. */
  retryDelaySeconds: number;
  /** Retries after a failure before the run is failed for good (3 unless said). */
  retryLimit?: number;
  /** How long a finished run stays listed (its state and error for the operators' page). */
  keepSeconds: number;
  /** How often an idle worker looks for a run another process queued (its own wake at once). */
  pollSeconds: number;
};

export type JobQueueOptions = {
  dbHandle: DbHandle;
  log: FastifyBaseLogger;
  /**
   * A running job's lease: its worker renews it every half; a process killed mid-run lets it
   * lapse, and the job is retried by another process within about 1.5 leases.
   */
  leaseSeconds: number;
};

export type JobQueue = {
  define(definition: JobDefinition): void;
  definitions(): readonly JobDefinition[];
  /**
   * With `work`, makes the queues and starts a worker for each: this process takes jobs from
   * now on. Without, nothing yet: the queue opens when a run is first asked for.
   */
  start(options: { work: boolean }): Promise<void>;
  /** Writes each job's cron schedule and queues one run of each: what a server does at boot. */
  schedule(): Promise<void>;
  /** Queues one run (false when one already waits: nothing is added) and wakes this worker. */
  runSoon(name: BackgroundJobName): Promise<boolean>;
  /**
   * Takes no new job and waits for the running ones, at most `timeoutMs`; a job still running
   * then is handed back (failed, so another process retries it). Queuing still works afterwards.
   */
  drain(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

const RETRY_LIMIT = 3;
const RETRY_DELAY_MAX_SECONDS = 15 * 60;
/** The longest a pass may run before it is taken for lost even with its lease renewed. */
const EXPIRE_SECONDS = 60 * 60;

/**
 * The job queue (pg-boss, decision 069) over the portal's database: PGlite in this process, or
 * PostgreSQL, where every process shares it. Each job is a queue with the `stately` policy:
 * at most one run waiting and one running, across all processes, so a job never runs twice at
 * once and a Run now while one waits adds nothing. The schema is migration 0042's (migrate off).
 */
export function createJobQueue({ dbHandle, log, leaseSeconds }: JobQueueOptions): JobQueue {
  const definitions = new Map<BackgroundJobName, JobDefinition>();
  const workerIds = new Map<BackgroundJobName, string>();
  const superviseSeconds = Math.max(5, Math.floor(leaseSeconds / 2));
  const common = {
    schema: JOB_QUEUE_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // The registry of instances and the index rebuilds are for large fleets: not needed here.
    registerInstance: false,
    reindex: false,
  };
  const boss =
    dbHandle.kind === 'pglite'
      ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(clientOf<PGliteLike>(dbHandle)) })
      : new PgBoss({ ...common, db: poolAdapter(clientOf<pg.Pool>(dbHandle)) });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  let state: 'idle' | 'working' | 'draining' | 'closed' = 'idle';
  let ready: Promise<void> | undefined;
  let draining: Promise<void> | undefined;

  const queueOptions = (definition: JobDefinition): Omit<Queue, 'name' | 'policy'> => ({
    retryLimit: definition.retryLimit ?? RETRY_LIMIT,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    heartbeatSeconds: leaseSeconds,
    expireInSeconds: EXPIRE_SECONDS,
    deleteAfterSeconds: definition.keepSeconds,
  });

  /** pg-boss started and every job's queue made (or its options brought up to date), once. */
  const ensureReady = () => {
    ready ??= (async () => {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const definition of definitions.values()) {
        const options = queueOptions(definition);
        if (existing.has(definition.name)) {
          await boss.updateQueue(definition.name, options);
        } else {
          await boss.createQueue(definition.name, { ...options, policy: 'stately' });
        }
      }
    })();
    return ready;
  };

  const waitForRunningJobs = async (timeoutMs: number) => {
    const stopped = Promise.all(
      [...workerIds.keys()].map((name) => boss.offWork(name, { wait: true })),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([stopped, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      log.warn({ timeoutMs }, 'a job still runs after the drain time: handed back for a retry');
    }
  };

  const runSoon = async (name: BackgroundJobName) => {
    if (state === 'closed') {
      return false;
    }
    await ensureReady();
    const id = await boss.send(name, null);
    const workerId = workerIds.get(name);
    if (workerId && state === 'working') {
      boss.notifyWorker(workerId);
    }
    return id !== null;
  };

  return {
    define(definition) {
      definitions.set(definition.name, definition);
    },
    definitions: () => [...definitions.values()],
    async start({ work }) {
      if (state !== 'idle' || !work) {
        return;
      }
      state = 'working';
      await ensureReady();
      for (const definition of definitions.values()) {
        // One run at a time in this process (batch of 1), so one signal variable serves.
        let signal = new AbortController().signal;
        const tracked = trackPass(definition.name, () => definition.run(signal));
        const workerId = await boss.work(
          definition.name,
          { pollingIntervalSeconds: definition.pollSeconds, batchSize: 1 },
          async ([job]) => {
            signal = job?.signal ?? signal;
            try {
              await tracked();
            } catch (error) {
              // Thrown on to the queue, which keeps the error for the operators and retries.
              log.error({ err: error, job: definition.name }, `${definition.name} failed`);
              throw error;
            }
          },
        );
        workerIds.set(definition.name, workerId);
      }
    },
    async schedule() {
      await ensureReady();
      for (const definition of definitions.values()) {
        await boss.schedule(definition.name, definition.cron, null, { tz: 'UTC' });
      }
      // Once now as well: a restart is when a stopped process's leftovers are found.
      for (const definition of definitions.values()) {
        await runSoon(definition.name);
      }
    },
    runSoon,
    drain(timeoutMs) {
      if (state !== 'working') {
        return draining ?? Promise.resolve();
      }
      state = 'draining';
      draining = waitForRunningJobs(timeoutMs);
      return draining;
    },
    async close() {
      if (state === 'closed') {
        return;
      }
      state = 'closed';
      if (ready) {
        await ready.catch(() => undefined);
        // A job still running is failed (retried elsewhere); the database is the app's to close.
        await boss.stop({ graceful: true, timeout: 1_000, close: false });
      }
    },
  };
}

/**
 * The driver under drizzle (`$client`): the PGlite instance, or the app's node-postgres pool.
 * pg-boss speaks to it directly, so the queue adds no connection and follows the pool's settings
 * (through PgBouncer in transaction mode too: pg-boss needs no LISTEN and no session lock).
 */
function clientOf<Client>(dbHandle: DbHandle): Client {
  const client = (dbHandle.db as unknown as { $client?: Client }).$client;
  if (!client) {
    throw new Error('the database handle has no driver to give the job queue');
  }
  return client;
}

/** pg-boss's own pool does the same: a statement without values may hold several (BEGIN…COMMIT). */
function poolAdapter(pool: pg.Pool): Db {
  return { executeSql: (text, values) => pool.query(text, values) };
}
