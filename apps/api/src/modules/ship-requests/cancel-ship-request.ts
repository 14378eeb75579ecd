import type { Db } from '@skyparcel/db';
import { canCancelShipRequest, formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { movePackage } from '../packages';
import type { Viewer } from '../users';
import { lockRequiredShipRequests, refuseNotPayable } from './require-owned-ship-request';
import {
  findOwnedShipRequest,
  lockHeldPackages,
  moveShipRequests,
  releasePackages,
  type ShipRequestView,
} from './ship-request.repository';

/**
 * Cancels the caller's unpaid request, or a colleague's (decision 053) (spec section 4: never
 * after payment): its packages go back to Ready to send and may join another request. A paid one
 * answers 409 with its own text. The audit names who acted and whose request it was.
 */
export async function cancelShipRequest(
  deps: { db: Db; clock: Clock },
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<ShipRequestView> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await lockRequiredShipRequests(tx, viewer, [id]);
    if (!row || !canCancelShipRequest(row.status)) {
      return refuseNotPayable(row?.status ?? 'cancelled', { cancelling: true });
    }

    const held = await lockHeldPackages(tx, [row.id]);
    await moveShipRequests(tx, [row.id], 'awaiting_payment', {
      status: 'cancelled',
      cancelledAt: now,
      updatedAt: now,
    });
    await releasePackages(tx, row.id, now);
    for (const { pkg } of held) {
      await movePackage(tx, pkg, 'ready_to_send', 'customer', { actorUserId: viewer.id, now });
    }
    await recordAudit(tx, {
      actor: viewer.id,
      action: 'ship-request.cancel',
      subject: row.userId,
      detail: { shipRequestId: row.id, orderNumber: formatOrderNumber(row.number) },
    });

    const view = await findOwnedShipRequest(tx, viewer, row.id);
    if (!view) {
      throw new Error('ship request not readable after cancel');
    }
    return view;
  });
}
