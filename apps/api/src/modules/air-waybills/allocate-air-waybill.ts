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
  options: { airlinePrefix?: string } = {},
): Promise<string> {
  const [number] = await allocateAirWaybills(tx, 1, options);
  if (!number) {
    throw new Error('no air waybill was allocated');
  }
  return number;
}

/**
 * `count` air waybills in serial order, under the same locks and rules as one (an EDI file books
 * thousands in its one transaction, decision 054): the lowest ranges first, each range row locked
 * and advanced once. Too few serials left in all ranges together answers
 * AIR_WAYBILL_RANGE_EXHAUSTED and hands out none.
 */
export async function allocateAirWaybills(
  tx: Tx,
  count: number,
  { airlinePrefix = AIRLINE_AWB_PREFIX }: { airlinePrefix?: string } = {},
): Promise<string[]> {
  const ranges = await tx
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
    .for('update');
  const numbers: string[] = [];
  const taken: { id: string; nextSerial: number }[] = [];
  for (const range of ranges) {
    const take = Math.min(count - numbers.length, range.lastSerial - range.nextSerial + 1);
    if (take <= 0) {
      break;
    }
    for (let serial = range.nextSerial; serial < range.nextSerial + take; serial += 1) {
      numbers.push(formatAirWaybill(range.airlinePrefix, String(serial).padStart(7, '0')));
    }
    taken.push({ id: range.id, nextSerial: range.nextSerial + take });
  }
  if (numbers.length < count) {
    throw new AppError('AIR_WAYBILL_RANGE_EXHAUSTED', { params: { prefix: airlinePrefix } });
  }
  for (const { id, nextSerial } of taken) {
    await tx.update(airWaybillRanges).set({ nextSerial }).where(eq(airWaybillRanges.id, id));
  }
  return numbers;
}
