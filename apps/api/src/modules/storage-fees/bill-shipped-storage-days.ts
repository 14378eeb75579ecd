import type { QuoteLine } from '@skyparcel/domain/pricing';
import type { Tx } from '../../lib/tx';
import { lockUnbilledDaysOfPackage, markStorageDaysBilled } from './storage-fee-day.repository';

/**
 * The storage days a shipping invoice billed (issue 13, decision 051): each STORAGE line of the
 * paid request's quote names its package and how many chargeable days no invoice had billed;
 * that many of the package's unbilled days, oldest first, now point to the shipping invoice, in
 * the transaction that issues it. The days are locked as the monthly pass locks them, so the two
 * never bill a day twice. Days the quote counted that the hourly pass had not written yet (the
 * last hour before the request stopped storage) have no row to point. Answers the days linked.
 */
export async function billShippedStorageDays(
  tx: Tx,
  { invoiceId, quoteLines }: { invoiceId: string; quoteLines: readonly QuoteLine[] },
): Promise<number> {
  const billed = quoteLines.flatMap((line) => {
    const { packageId, chargeableDays } = line.params;
    return line.code === 'STORAGE' &&
      typeof packageId === 'string' &&
      typeof chargeableDays === 'number' &&
      chargeableDays > 0
      ? [{ packageId, days: chargeableDays }]
      : [];
  });
  let linked = 0;
  // One package at a time, in id order: the order ship request creation locks packages in.
  for (const { packageId, days } of billed.sort((a, b) => a.packageId.localeCompare(b.packageId))) {
    const unbilled = await lockUnbilledDaysOfPackage(tx, packageId, days);
    await markStorageDaysBilled(tx, unbilled, invoiceId);
    linked += unbilled.length;
  }
  return linked;
}
