import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { PackageStatus } from '@skyparcel/domain/packages';
import {
  canMoveShipRequest,
  formatOrderNumber,
  type ShipRequestStatus,
} from '@skyparcel/domain/ship-requests';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';
import { recordAudits } from '../audit';
import { movePackages } from '../packages';
import {
  lockHeldPackages,
  type NewShipRequest,
  type ShipRequestRow,
} from './ship-request.repository';

const { shipRequests } = schema;

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
  { at, ...options }: MoveShipRequestInput,
): Promise<ShipRequestRow> {
  const [moved] = await moveShipRequestsTo(tx, [{ request, at: at ?? options.now }], options);
  if (!moved) {
    throw new AppError('SHIP_REQUEST_NOT_MOVABLE', {
      params: { orderNumber: formatOrderNumber(request.number) },
    });
  }
  return moved;
}

/**
 * `moveShipRequest` for many requests moving to one state (a carrier's file departing hundreds),
 * each stamped with its own time: the same rules in a few statements per 500 requests. All move
 * or none: one refused move throws and rolls the caller's transaction back.
 */
export async function moveShipRequestsTo(
  tx: Tx,
  moves: readonly { request: ShipRequestRow; at: Date }[],
  { to, now, actorUserId, changes = {} }: Omit<MoveShipRequestInput, 'at'>,
): Promise<ShipRequestRow[]> {
  const moved: ShipRequestRow[] = [];
  for (let start = 0; start < moves.length; start += 500) {
    const chunk = moves.slice(start, start + 500);
    const from = chunk[0]?.request.status;
    const refused = chunk.find(
      ({ request }) => request.status !== from || !canMoveShipRequest(request.status, to),
    );
    if (refused || from === undefined) {
      const number = refused?.request.number ?? 0;
      throw new AppError('SHIP_REQUEST_NOT_MOVABLE', {
        params: { orderNumber: number > 0 ? formatOrderNumber(number) : '' },
      });
    }
    const stamp = sql`case ${shipRequests.id} ${sql.join(
      chunk.map(
        ({ request, at: time }) =>
          sql`when ${request.id}::uuid then ${time.toISOString()}::timestamptz`,
      ),
      sql` `,
    )} end`;
    const ids = chunk.map(({ request }) => request.id);
    const rows = await tx
      .update(shipRequests)
      .set({ ...changes, status: to, [STAMP[to]]: stamp, updatedAt: now })
      .where(and(inArray(shipRequests.id, ids), eq(shipRequests.status, from)))
      .returning();
    if (rows.length !== chunk.length) {
      const orderNumber = formatOrderNumber(chunk[0]?.request.number ?? 1);
      throw new AppError('SHIP_REQUEST_NOT_MOVABLE', { params: { orderNumber } });
    }
    moved.push(...rows);

    const packageStatus = PACKAGES_TO[to];
    if (packageStatus) {
      const held = await lockHeldPackages(tx, ids);
      await movePackages(
        tx,
        held.map(({ pkg }) => pkg),
        packageStatus,
        'staff',
        { actorUserId, now },
      );
    }
    await recordAudits(
      tx,
      chunk.map(({ request }) => ({
        actor: actorUserId,
        action: 'ship-request.move',
        subject: request.userId,
        detail: {
          shipRequestId: request.id,
          orderNumber: formatOrderNumber(request.number),
          from: request.status,
          to,
        },
      })),
    );
  }
  return moved;
}
