import type { Db } from '@skyparcel/db';
import { telemetryRetentionCutoff } from '@skyparcel/domain/telemetry';
import type { Clock } from '../../lib/clock';
import {
  deleteTelemetryEventsBefore,
  dropTelemetryPartition,
  ensureTelemetryPartition,
  listTelemetryPartitions,
  tryLockTelemetryPartitions,
} from './telemetry-event.repository';

export type TelemetryPruneResult =
  | { skipped: true }
  | { skipped: false; cutoff: Date; dropped: string[]; deleted: number; ensured: string[] };

/**
 * The telemetry retention pass (decision 064): makes this and next month's partitions, deletes the
 * rows older than `retentionMonths` from the month the cutoff falls in and from the DEFAULT
 * partition, and drops every month wholly before the cutoff (no row by row deletion of a year's
 * rows). One process at a time: another that finds the lock taken skips, and dropping `IF
 * EXISTS` makes a pass after a crash harmless.
 */
export async function pruneTelemetryEvents(
  deps: { db: Db; clock: Clock },
  settings: { retentionMonths: number },
): Promise<TelemetryPruneResult> {
  const now = deps.clock();
  const cutoff = telemetryRetentionCutoff(now, settings.retentionMonths);
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return deps.db.transaction(async (tx) => {
    if (!(await tryLockTelemetryPartitions(tx))) {
      return { skipped: true };
    }
    const ensured = [
      await ensureTelemetryPartition(tx, now),
      await ensureTelemetryPartition(tx, nextMonth),
    ];
    // Rows first (row locks only), the drops last: dropping a partition locks the whole table
    // against inserts until the commit, so that moment is kept short.
    const cutoffMonth = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), 1));
    const deleted = await deleteTelemetryEventsBefore(tx, { from: cutoffMonth, cutoff });
    const dropped: string[] = [];
    for (const partition of await listTelemetryPartitions(tx)) {
      if (partition.to <= cutoff) {
        await dropTelemetryPartition(tx, partition.name);
        dropped.push(partition.name);
      }
    }
    return { skipped: false, cutoff, dropped, deleted, ensured };
  });
}
