import { AppError } from '@skyparcel/domain/errors';
import { canPayShipRequest } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import type { Viewer } from '../users';
import type { ChargedShipRequest } from './mark-ship-requests-paid';
import { lockRequiredShipRequests, refuseNotPayable } from './require-owned-ship-request';

/**
 * For the payment, inside the transaction that opens it: the caller's requests, locked (a
 * change or a cancel in another tab waits for the payment to be written), each still awaiting
 * payment at the amount the payer read. A change that landed between that read and this lock
 * answers PAYMENT_PRICE_CHANGED: the customer sees the new total before anything is charged.
 */
export async function lockPayableShipRequests(
  tx: Tx,
  { viewer, charged }: { viewer: Viewer; charged: readonly ChargedShipRequest[] },
): Promise<void> {
  const rows = await lockRequiredShipRequests(
    tx,
    viewer,
    charged.map((item) => item.id),
  );
  const amountOf = new Map(charged.map((item) => [item.id, item]));
  for (const row of rows) {
    if (!canPayShipRequest(row.status)) {
      refuseNotPayable(row.status);
    }
    const item = amountOf.get(row.id);
    if (item?.amountMinor !== row.totalMinor || item.currency !== row.currency) {
      throw new AppError('PAYMENT_PRICE_CHANGED');
    }
  }
}
