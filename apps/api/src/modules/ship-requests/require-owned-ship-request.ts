import { AppError } from '@skyparcel/domain/errors';
import type { DbOrTx, Tx } from '../../lib/tx';
import type { Viewer } from '../users';
import {
  findExistingShipRequestIds,
  findOwnedShipRequest,
  lockOwnedShipRequests,
  type ShipRequestRow,
  type ShipRequestView,
} from './ship-request.repository';

/**
 * The refusal for ids the caller does not own: 403 with the catalogue text when one is someone
 * else's (as a package's is), else 404 naming the first missing one.
 */
async function refuseUnowned(db: DbOrTx, ids: readonly string[]): Promise<never> {
  const existing = await findExistingShipRequestIds(db, ids);
  if (existing.length > 0) {
    throw new AppError('RESOURCE_FORBIDDEN');
  }
  throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id: ids[0] ?? '' } });
}

/**
 * The request of this id if the viewer may see it (their own or their company's, decision 053),
 * or the refusal (403 another's, 404 missing or malformed).
 */
export async function requireOwnedShipRequest(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
): Promise<ShipRequestView> {
  const view = await findOwnedShipRequest(db, viewer, id);
  return view ?? refuseUnowned(db, [id]);
}

/** The viewer's requests of these ids, locked until the transaction ends, or the refusal. */
export async function lockRequiredShipRequests(
  tx: Tx,
  viewer: Viewer,
  ids: readonly string[],
): Promise<ShipRequestRow[]> {
  const distinct = [...new Set(ids)];
  const rows = await lockOwnedShipRequests(tx, viewer, distinct);
  if (rows.length === distinct.length) {
    return rows;
  }
  const found = new Set(rows.map((row) => row.id));
  return refuseUnowned(
    tx,
    distinct.filter((id) => !found.has(id)),
  );
}

/** Why a request of this state cannot be cancelled or paid: a clear 409 of its own. */
export function refuseNotPayable(
  status: ShipRequestRow['status'],
  { cancelling = false }: { cancelling?: boolean } = {},
): never {
  if (status === 'cancelled') {
    throw new AppError('SHIP_REQUEST_CANCELLED');
  }
  if (status === 'awaiting_payment') {
    throw new AppError('SHIP_REQUEST_NOT_PAYABLE');
  }
  // Paid: a cancel is told why it cannot be (spec section 5), a payment or change only that it is.
  throw new AppError(cancelling ? 'SHIP_REQUEST_ALREADY_PAID' : 'SHIP_REQUEST_PAID');
}
