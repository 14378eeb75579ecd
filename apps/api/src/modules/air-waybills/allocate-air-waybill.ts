import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { AIRLINE_AWB_PREFIX, formatAirWaybill } from '@skyparcel/domain/tracking';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';

const { airWaybillRanges } = schema;

/**
 * The next air waybill of the airline's configured range, formatted '701-50000000' (decision
 * 042). Run it inside the transaction that uses the number (packing, a CAWB): the range row stays
 * locked until that transaction ends, so concurrent callers queue and never draw the same serial,
 * and a rolled-back caller gives its serial back, leaving no gap. A full range answers
 * AIR_WAYBILL_RANGE_EXHAUSTED.
 */
export async function allocateAirWaybill(
  tx: Tx,
  { airlinePrefix = AIRLINE_AWB_PREFIX }: { airlinePrefix?: string } = {},
): Promise<string> {
  const [range] = await tx
    .select()
    .from(airWaybillRanges)
    .where(
      and(
        eq(airWaybillRanges.airlinePrefix, airlinePrefix),
        eq(airWaybillRanges.active, true),
        lte(airWaybillRanges.nextSerial, airWaybillRanges.lastSerial),
      ),
    )
    .orderBy(asc(airWaybillRanges.firstSerial))
    .limit(1)
    .for('update');
  if (!range) {
    throw new AppError('AIR_WAYBILL_RANGE_EXHAUSTED', { params: { prefix: airlinePrefix } });
  }

  await tx
    .update(airWaybillRanges)
    .set({ nextSerial: range.nextSerial + 1 })
    .where(eq(airWaybillRanges.id, range.id));
  return formatAirWaybill(range.airlinePrefix, String(range.nextSerial).padStart(7, '0'));
}
