import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import type { PackageCaller } from '../packages';
import { moveShipRequest } from './move-ship-request';
import { requireStaffShipRequest } from './packing-queue.repository';
import { lockStaffShipRequest } from './staff-ship-request.repository';

/**
 * A clerk opens a paid request to pack it (issue 12): it moves paid -> preparing once (stamped
 * and audited by moveShipRequest); opening it again, or once it is further along, changes
 * nothing. Under the request's row lock, so two clerks opening it at once record one move.
 */
export async function startPreparingShipRequest(
  deps: { db: Db; clock: Clock },
  clerk: PackageCaller,
  id: string,
) {
  const { db, clock } = deps;
  await db.transaction(async (tx) => {
    const request = await lockStaffShipRequest(tx, clerk, id);
    if (request.status === 'paid') {
      await moveShipRequest(tx, request, { to: 'preparing', now: clock(), actorUserId: clerk.id });
    }
  });
  return requireStaffShipRequest(db, clerk, id);
}
