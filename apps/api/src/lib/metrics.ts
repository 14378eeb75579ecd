import { performance } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * The process's own metrics (decision 066): what modules and passes count, wherever they run, and
 * Node's (event-loop lag, heap, GC). One registry per process, because these facts belong to the
 * process; each app adds its requests, pool and outbox in plugins/metrics.ts. Names carry the
 * `skyparcel_` prefix and their unit (`_seconds`, `_bytes`, `_total`), as Prometheus asks.
 */
export const processMetrics = new Registry();

let isCollectingDefaults = false;

/** Node's metrics start with the first app, not when a command or a bench imports a module. */
export function collectProcessMetrics() {
  if (isCollectingDefaults) {
    return;
  }
  isCollectingDefaults = true;
  collectDefaultMetrics({ register: processMetrics, prefix: 'skyparcel_' });
}

const paymentOutcomes = new Counter({
  name: 'skyparcel_payments_total',
  help: 'Gateway payments by outcome: settled (paid), failed (refused, nothing charged), refunded (a charge given back).',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

export type PaymentOutcome = 'settled' | 'failed' | 'refunded';

export function countPaymentOutcome(outcome: PaymentOutcome) {
  paymentOutcomes.inc({ outcome });
}

const signInFailures = new Counter({
  name: 'skyparcel_sign_in_failures_total',
  help: 'Password steps refused: a wrong password (or an unknown e-mail), or a locked account.',
  labelNames: ['reason'] as const,
  registers: [processMetrics],
});

const signInLockouts = new Counter({
  name: 'skyparcel_sign_in_lockouts_total',
  help: 'Wrong passwords that locked an account (for one address, or everywhere).',
  registers: [processMetrics],
});

export type SignInFailure = { reason: 'wrong_password' | 'locked'; hasLocked: boolean };

export function countSignInFailure({ reason, hasLocked }: SignInFailure) {
  signInFailures.inc({ reason });
  if (hasLocked) {
    signInLockouts.inc();
  }
}

/**
 * Telemetry envelopes the ingestion endpoint received (decision 064), by outcome: `accepted`
 * (stored) or `refused` (reported in the answer's `errors`). Its rate is the ingestion rate.
 */
export const telemetryItems = new Counter({
  name: 'skyparcel_telemetry_items_total',
  help: 'Telemetry items received by POST /v2/track, by outcome (accepted or refused).',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

export type PassState = {
  name: string;
  runs: number;
  failures: number;
  isRunning: boolean;
  lastStartedAt: Date | null;
  lastDurationMs: number | null;
  lastFailedAt: Date | null;
};

const passes = new Map<string, PassState>();

function passValues(read: (pass: PassState) => number | null) {
  return function collect(this: Gauge<'pass'>) {
    this.reset();
    for (const pass of passes.values()) {
      const value = read(pass);
      if (value !== null) {
        this.set({ pass: pass.name }, value);
      }
    }
  };
}

const passRuns = new Counter({
  name: 'skyparcel_background_pass_runs_total',
  help: 'Background pass runs started, by pass.',
  labelNames: ['pass'] as const,
  registers: [processMetrics],
});

const passFailures = new Counter({
  name: 'skyparcel_background_pass_failures_total',
  help: 'Background pass runs that failed, by pass.',
  labelNames: ['pass'] as const,
  registers: [processMetrics],
});

new Gauge({
  name: 'skyparcel_background_pass_running',
  help: 'Whether a pass is running now (1) or not (0).',
  labelNames: ['pass'] as const,
  registers: [processMetrics],
  collect: passValues((pass) => (pass.isRunning ? 1 : 0)),
});

new Gauge({
  name: 'skyparcel_background_pass_last_duration_seconds',
  help: "The last finished run's duration, by pass.",
  labelNames: ['pass'] as const,
  registers: [processMetrics],
  collect: passValues((pass) => (pass.lastDurationMs === null ? null : pass.lastDurationMs / 1000)),
});

new Gauge({
  name: 'skyparcel_background_pass_last_run_timestamp_seconds',
  help: 'When the last run started (Unix time), by pass.',
  labelNames: ['pass'] as const,
  registers: [processMetrics],
  collect: passValues((pass) =>
    pass.lastStartedAt === null ? null : pass.lastStartedAt.getTime() / 1000,
  ),
});

/**
 * A background pass (server.ts) counted: its runs, failures, the last run's start and duration,
 * and whether it runs now. `name` is a stable id (snake_case), a label and an i18n key alike.
 */
export function trackPass<T>(name: string, run: () => Promise<T>): () => Promise<T> {
  const state: PassState = {
    name,
    runs: 0,
    failures: 0,
    isRunning: false,
    lastStartedAt: null,
    lastDurationMs: null,
    lastFailedAt: null,
  };
  passes.set(name, state);
  return async () => {
    state.runs += 1;
    passRuns.inc({ pass: name });
    state.isRunning = true;
    state.lastStartedAt = new Date();
    const start = performance.now();
    try {
      return await run();
    } catch (error) {
      state.failures += 1;
      state.lastFailedAt = new Date();
      passFailures.inc({ pass: name });
      throw error;
    } finally {
      state.isRunning = false;
      state.lastDurationMs = performance.now() - start;
    }
  };
}

/** The passes this process schedules, in the order they were scheduled. */
export function listPassStates(): PassState[] {
  return [...passes.values()].map((pass) => ({ ...pass }));
}
