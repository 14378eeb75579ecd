import { AppError } from '@skyparcel/domain/errors';
import type { PackageStatus } from '@skyparcel/domain/packages';
import {
  canMoveShipRequest,
  formatOrderNumber,
  type ShipRequestStatus,
} from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import { movePackage } from '../packages';
import {
  lockHeldPackages,
  moveShipRequests,
  type NewShipRequest,
  type ShipRequestRow,
} from './ship-request.repository';

/** The time column each state stamps when the request enters it. */
const STAMP = {
  preparing: 'preparingAt',
  packed: 'packedAt',
  departed: 'departedAt',
  delivered: 'deliveredAt',
} as const satisfies Partial<Record<ShipRequestStatus, keyof NewShipRequest>>;

/** Where the request's packages go with it (product.md: preparing -> shipped -> delivered). */
const PACKAGES_TO: Partial<Record<ShipRequestStatus, PackageStatus>> = {
  departed: 'shipped',
  delivered: 'delivered',
};

export type MoveShipRequestInput = {
  to: 'preparing' | 'packed' | 'departed' | 'delivered';
  now: Date;
  /** When it happened (a scan's time), stamped on the state's column; `now` when not given. */
  at?: Date;
  /** The clerk who made the move; null for the system or a carrier's file. */
  actorUserId: string | null;
  /** Columns set with the move (packing's weights, air waybill, packedBy). */
  changes?: Partial<NewShipRequest>;
};

/**
 * The one way a paid request moves on (product.md: paid -> preparing -> packed -> departed ->
 * delivered), inside the caller's transaction with the request row locked by the caller: the
 * domain decides the move, the update is conditional on the state read, the state's time column
 * is stamped, its packages follow (shipped at departure, delivered at delivery) and the move is
 * audited.
 */
export async function moveShipRequest(
  tx: Tx,
  request: ShipRequestRow,
  { to, now, at = now, actorUserId, changes = {} }: MoveShipRequestInput,
): Promise<ShipRequestRow> {
  const orderNumber = formatOrderNumber(request.number);
  if (!canMoveShipRequest(request.status, to)) {
    throw new AppError('SHIP_REQUEST_NOT_MOVABLE', { params: { orderNumber } });
  }
  const [moved] = await moveShipRequests(tx, [request.id], request.status, {
    ...changes,
    status: to,
    [STAMP[to]]: at,
    updatedAt: now,
  });
  if (!moved) {
    throw new AppError('SHIP_REQUEST_NOT_MOVABLE', { params: { orderNumber } });
  }

  const packageStatus = PACKAGES_TO[to];
  if (packageStatus) {
    for (const { pkg } of await lockHeldPackages(tx, [request.id])) {
      await movePackage(tx, pkg, packageStatus, 'staff', { actorUserId, now });
    }
  }
  await recordAudit(tx, {
    actor: actorUserId,
    action: 'ship-request.move',
    subject: request.userId,
    detail: { shipRequestId: request.id, orderNumber, from: request.status, to },
  });
  return moved;
}
