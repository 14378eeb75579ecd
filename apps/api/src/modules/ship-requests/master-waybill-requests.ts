import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';
import type { ShipRequestRow } from './ship-request.repository';
import { type StaffCaller, staffShipRequestCondition } from './staff-ship-request.repository';

const { shipRequests, warehouses } = schema;

/** The requests a CAWB carries, in order-number order. */
export async function listMasterWaybillRequests(db: DbOrTx, masterWaybillId: string) {
  return db
    .select()
    .from(shipRequests)
    .where(eq(shipRequests.masterWaybillId, masterWaybillId))
    .orderBy(asc(shipRequests.number));
}

/**
 * Makes `ids` exactly the requests a CAWB carries (decision 042), inside the caller's
 * transaction with the CAWB locked: each must be the clerk's to handle (404/403), packed and
 * not yet departed, all from one warehouse in the CAWB's origin country. Requests left out
 * are taken off it while still packed; a departed one can no longer leave its CAWB.
 */
export async function setMasterWaybillRequests(
  tx: Tx,
  caller: StaffCaller,
  cawb: { id: string; originCountryCode: string },
  ids: readonly string[],
): Promise<ShipRequestRow[]> {
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ request: shipRequests, countryCode: warehouses.countryCode })
          .from(shipRequests)
          .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
          .where(and(inArray(shipRequests.id, [...ids]), staffShipRequestCondition(tx, caller)))
          .orderBy(asc(shipRequests.id))
          .for('update', { of: shipRequests });
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.request.id));
    const missing = ids.find((id) => !found.has(id)) ?? '';
    const [exists] = await tx
      .select({ id: shipRequests.id })
      .from(shipRequests)
      .where(eq(shipRequests.id, missing));
    if (exists) {
      throw new AppError('RESOURCE_FORBIDDEN');
    }
    throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id: missing } });
  }
  for (const { request } of rows) {
    if (request.status !== 'packed' && request.masterWaybillId !== cawb.id) {
      throw new AppError('SHIP_REQUEST_NOT_PACKED', {
        params: { orderNumber: formatOrderNumber(request.number) },
      });
    }
  }
  const warehouseIds = new Set(rows.map(({ request }) => request.warehouseId));
  if (warehouseIds.size > 1 || rows.some((row) => row.countryCode !== cawb.originCountryCode)) {
    throw new AppError('MASTER_WAYBILL_MIXED_ORIGINS');
  }

  const leaving = await tx
    .select()
    .from(shipRequests)
    .where(
      and(
        eq(shipRequests.masterWaybillId, cawb.id),
        ids.length > 0 ? notInArray(shipRequests.id, [...ids]) : undefined,
      ),
    )
    .for('update');
  const departed = leaving.find((request) => request.status !== 'packed');
  if (departed) {
    throw new AppError('MASTER_WAYBILL_SHIPMENT_DEPARTED', {
      params: { orderNumber: formatOrderNumber(departed.number) },
    });
  }
  if (leaving.length > 0) {
    await tx
      .update(shipRequests)
      .set({ masterWaybillId: null })
      .where(
        inArray(
          shipRequests.id,
          leaving.map((request) => request.id),
        ),
      );
  }
  if (ids.length === 0) {
    return [];
  }
  return tx
    .update(shipRequests)
    .set({ masterWaybillId: cawb.id })
    .where(inArray(shipRequests.id, [...ids]))
    .returning();
}
