import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx, Tx } from '../../lib/tx';
import { findExistingShipRequestIds, type ShipRequestRow } from './ship-request.repository';

const { shipRequests, staffWarehouses } = schema;

/** Who acts on requests in the staff console (a session user fits; decision 027). */
export type StaffCaller = { id: string; role: Role };

/**
 * The requests a clerk may act on, as a condition for a query's `where`: those of the
 * warehouses they are assigned to; an admin's, everywhere. A forgotten check shows nothing.
 */
export function staffShipRequestCondition(db: DbOrTx, caller: StaffCaller): SQL | undefined {
  if (caller.role === 'ADMIN') {
    return undefined;
  }
  return inArray(
    shipRequests.warehouseId,
    db
      .select({ id: staffWarehouses.warehouseId })
      .from(staffWarehouses)
      .where(eq(staffWarehouses.userId, caller.id)),
  );
}

/**
 * The request of this id for a staff call, locked until the transaction ends: 404 when there is
 * none, 403 when it belongs to a warehouse the clerk does not work at.
 */
export async function lockStaffShipRequest(
  tx: Tx,
  caller: StaffCaller,
  id: string,
): Promise<ShipRequestRow> {
  if (isUuid(id)) {
    const [row] = await tx
      .select()
      .from(shipRequests)
      .where(and(eq(shipRequests.id, id), staffShipRequestCondition(tx, caller)))
      .for('update', { of: shipRequests });
    if (row) {
      return row;
    }
    if ((await findExistingShipRequestIds(tx, [id])).length > 0) {
      throw new AppError('RESOURCE_FORBIDDEN');
    }
  }
  throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id } });
}

/** The request of this id for a staff call, not locked: 404 when there is none, 403 elsewhere. */
export async function requireStaffShipRequest(
  db: DbOrTx,
  caller: StaffCaller,
  id: string,
): Promise<ShipRequestRow> {
  if (isUuid(id)) {
    const [row] = await db
      .select()
      .from(shipRequests)
      .where(and(eq(shipRequests.id, id), staffShipRequestCondition(db, caller)));
    if (row) {
      return row;
    }
    if ((await findExistingShipRequestIds(db, [id])).length > 0) {
      throw new AppError('RESOURCE_FORBIDDEN');
    }
  }
  throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id } });
}

/** Of these requests, the ones the clerk may handle, with their state (a scan file's check). */
export async function findStaffShipRequestStates(
  db: DbOrTx,
  caller: StaffCaller,
  ids: readonly string[],
): Promise<Map<string, ShipRequestRow['status']>> {
  const states = new Map<string, ShipRequestRow['status']>();
  for (let start = 0; start < ids.length; start += 5_000) {
    const rows = await db
      .select({ id: shipRequests.id, status: shipRequests.status })
      .from(shipRequests)
      .where(
        and(
          inArray(shipRequests.id, ids.slice(start, start + 5_000)),
          staffShipRequestCondition(db, caller),
        ),
      );
    for (const row of rows) {
      states.set(row.id, row.status);
    }
  }
  return states;
}

/** Locks one request by id (a system step such as a carrier's scan), or undefined. */
export async function lockShipRequest(tx: Tx, id: string): Promise<ShipRequestRow | undefined> {
  const [row] = await tx.select().from(shipRequests).where(eq(shipRequests.id, id)).for('update');
  return row;
}
