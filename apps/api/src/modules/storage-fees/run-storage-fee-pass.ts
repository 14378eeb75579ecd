import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { accrueStorageDays } from './storage-fee-day.repository';

export type StorageFeeDeps = { db: Db; clock: Clock };

/**
 * One pass of the storage-fee job (issue 13), run hourly by the server and once at boot: writes
 * the chargeable days completed since the last pass. Idempotent per package and day, so passes
 * that overlap (two processes, a restart) write each day once.
 */
export async function runStorageFeePass(deps: StorageFeeDeps) {
  const now = deps.clock();
  const accruedDays = await accrueStorageDays(deps.db, now);
  return { accruedDays };
}
