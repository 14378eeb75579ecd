import type { DbHandle } from '@skyparcel/db';
import type { SystemStatus } from '@skyparcel/domain/system';
import type { BuildInfo } from '../../lib/build-info';
import type { Clock } from '../../lib/clock';
import type { PassState } from '../../lib/metrics';
import { type AppMetrics, ageSeconds } from '../../plugins/metrics';

export type SystemStatusDeps = {
  metrics: Pick<AppMetrics, 'readOutbox' | 'errorsInLastHour'>;
  dbHandle: Pick<DbHandle, 'kind' | 'poolStats'>;
  passes: () => PassState[];
  buildInfo: () => BuildInfo;
  clock: Clock;
  uptimeSeconds: () => number;
};

/**
 * The System page's numbers (decision 066), read from the same sources as /metrics: the
 * outbox through the same short-lived read, the pool, the passes, the recent 5xx answers.
 */
export async function readSystemStatus(deps: SystemStatusDeps): Promise<SystemStatus> {
  const now = deps.clock();
  const outbox = await deps.metrics.readOutbox();
  const pool = deps.dbHandle.poolStats();
  return {
    checkedAt: now.toISOString(),
    build: deps.buildInfo(),
    outbox: outbox && {
      depth: outbox.depth,
      oldestAgeSeconds: Math.round(ageSeconds(outbox.oldestCreatedAt, now.getTime())),
    },
    passes: deps.passes().map((pass) => ({
      name: pass.name,
      runs: pass.runs,
      failures: pass.failures,
      isRunning: pass.isRunning,
      lastStartedAt: pass.lastStartedAt?.toISOString() ?? null,
      lastDurationMs: pass.lastDurationMs === null ? null : Math.round(pass.lastDurationMs),
      lastFailedAt: pass.lastFailedAt?.toISOString() ?? null,
    })),
    database: {
      kind: deps.dbHandle.kind,
      inUse: pool.total - pool.idle,
      idle: pool.idle,
      waiting: pool.waiting,
    },
    errorsLastHour: deps.metrics.errorsInLastHour(),
    uptimeSeconds: Math.round(deps.uptimeSeconds()),
  };
}
