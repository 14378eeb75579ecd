import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { billStoredPackages } from './bill-stored-packages';
import { accrueStorageDays } from './storage-fee-day.repository';

export type StorageFeeDeps = { db: Db; clock: Clock };

/**
 * One pass of the storage-fee job (issue 13), run hourly by the server and once at boot: writes
 * the chargeable days completed since the last pass, then bills last month's days of packages
 * still in storage (the first pass of a month does it; later passes find nothing unbilled).
 * Idempotent per package and day, so passes that overlap (two processes, a restart) write and
 * bill each day once.
 */
export async function runStorageFeePass(deps: StorageFeeDeps) {
  const now = deps.clock();
  const accruedDays = await accrueStorageDays(deps.db, now);
  const invoicesIssued = await billStoredPackages({ db: deps.db, now });
  return { accruedDays, invoicesIssued };
}
