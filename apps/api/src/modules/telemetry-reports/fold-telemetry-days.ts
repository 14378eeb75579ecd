import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import {
  findTelemetryDaysReceivedSince,
  findTelemetryFoldWatermark,
  lockTelemetryFold,
  recomputeTelemetryDays,
  saveTelemetryFoldWatermark,
} from './telemetry-daily.repository';

export type TelemetryFoldDeps = { db: Db; clock: Clock };

/**
 * Page views received this long before the last fold's watermark are looked at again: an
 * ingestion transaction that stamped its rows before the watermark may commit after the fold
 * read, and the ingesting process's clock may run behind this one's.
 */
export const FOLD_OVERLAP_MS = 5 * 60 * 1000;

/**
 * The telemetry rollup's pass (issue 28, decision 065): recomputes each UTC day that received
 * page views since the last fold (every day on the first fold) plus today, then moves the
 * watermark. Each day is written whole from the raw rows, so the pass is idempotent; one process
 * folds at a time (an advisory lock) and the days' new rows appear at its commit.
 */
export async function foldTelemetryDays(
  deps: TelemetryFoldDeps,
): Promise<{ days: number; foldedAt: Date }> {
  return deps.db.transaction(async (tx) => {
    await lockTelemetryFold(tx);
    const now = deps.clock();
    const mark = await findTelemetryFoldWatermark(tx);
    const received = await findTelemetryDaysReceivedSince(
      tx,
      mark && new Date(mark.receivedThrough.getTime() - FOLD_OVERLAP_MS),
    );
    const days = [...new Set([...received, now.toISOString().slice(0, 10)])].sort();
    // A statement per UTC month: each reads one monthly partition's rows, and a late page view
    // of an old month does not make today's statement read every month in between.
    for (const month of new Set(days.map((day) => day.slice(0, 7)))) {
      await recomputeTelemetryDays(
        tx,
        days.filter((day) => day.startsWith(month)),
      );
    }
    await saveTelemetryFoldWatermark(tx, { receivedThrough: now, foldedAt: now });
    return { days: days.length, foldedAt: now };
  });
}
