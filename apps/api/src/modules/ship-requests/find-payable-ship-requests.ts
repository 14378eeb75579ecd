import { AppError } from '@skyparcel/domain/errors';
import { canPayShipRequest, formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';
import type { Viewer } from '../users';
import { refuseNotPayable } from './require-owned-ship-request';
import { findExistingShipRequestIds, listOwnedShipRequests } from './ship-request.repository';

export type PayableShipRequest = {
  id: string;
  orderNumber: string;
  totalMinor: number;
  currency: string;
  quoteExpiresAt: Date;
  warehouseId: string;
};

/**
 * For the payment (another part of issue 11): the caller's (or company's) requests of these ids, every one
 * awaiting payment, with the amount to charge. Another's answers the catalogue's 403, a missing
 * one 404, a paid or cancelled one its own 409: a payment never covers fewer requests than asked.
 * The quote's expiry is the payer's to check (`refreshShipRequestQuote`).
 */
export async function findPayableShipRequests(
  db: DbOrTx,
  { viewer, ids }: { viewer: Viewer; ids: readonly string[] },
): Promise<PayableShipRequest[]> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) {
    return [];
  }
  const own = distinct.some(isUuid)
    ? await listOwnedShipRequests(db, viewer, { ids: distinct })
    : [];
  const byId = new Map(own.map((view) => [view.id, view]));
  const missing = distinct.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    if ((await findExistingShipRequestIds(db, missing)).length > 0) {
      throw new AppError('RESOURCE_FORBIDDEN');
    }
    throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id: missing[0] ?? '' } });
  }
  return distinct.map((id) => {
    const view = byId.get(id);
    if (!view) {
      throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id } });
    }
    if (!canPayShipRequest(view.status)) {
      refuseNotPayable(view.status);
    }
    return {
      id: view.id,
      orderNumber: formatOrderNumber(view.number),
      totalMinor: view.totalMinor,
      currency: view.currency,
      quoteExpiresAt: view.quoteExpiresAt,
      warehouseId: view.warehouseId,
    };
  });
}
