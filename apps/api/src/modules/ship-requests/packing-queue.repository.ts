import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ShipRequestStatus } from '@skyparcel/domain/ship-requests';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx, Tx } from '../../lib/tx';
import type { PackageCaller } from '../packages';
import { packagesOfRequest, type ShipRequestPackageView } from './ship-request.repository';
import { staffShipRequestCondition } from './staff-ship-request.repository';

const { shipRequests, users, warehouses } = schema;

/** A request as the warehouse staff see it: with its customer, warehouse and packages. */
export type StaffShipRequestView = typeof shipRequests.$inferSelect & {
  warehouseCode: string;
  customerName: string;
  suiteNumber: string;
  packages: ShipRequestPackageView[];
};

const staffColumns = {
  row: shipRequests,
  warehouseCode: warehouses.code,
  firstName: users.firstName,
  lastName: users.lastName,
  suiteNumber: users.suiteNumber,
  packages: packagesOfRequest,
};

type StaffRow = {
  row: typeof shipRequests.$inferSelect;
  warehouseCode: string;
  firstName: string;
  lastName: string;
  suiteNumber: string | null;
  packages: ShipRequestPackageView[];
};

function toView({ row, warehouseCode, firstName, lastName, suiteNumber, packages }: StaffRow) {
  return {
    ...row,
    warehouseCode,
    customerName: `${firstName} ${lastName}`.trim(),
    suiteNumber: suiteNumber ?? '',
    packages,
  };
}

function selectStaffShipRequests(db: DbOrTx) {
  return db
    .select(staffColumns)
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .innerJoin(users, eq(users.id, shipRequests.userId));
}

/**
 * The packing queue of one warehouse (issue 12): requests in these states at a warehouse the
 * clerk works at (admins: any), oldest payment first, so the longest-waiting customer goes first.
 */
export async function listPackingQueue(
  db: Db,
  user: PackageCaller,
  warehouseId: string,
  statuses: readonly ShipRequestStatus[],
): Promise<StaffShipRequestView[]> {
  const rows = await selectStaffShipRequests(db)
    .where(
      and(
        eq(shipRequests.warehouseId, warehouseId),
        inArray(shipRequests.status, [...statuses]),
        staffShipRequestCondition(db, user),
      ),
    )
    .orderBy(asc(shipRequests.paidAt), asc(shipRequests.number));
  return rows.map(toView);
}

/**
 * A request at one of the clerk's warehouses: 404 when unknown, 403 when it is elsewhere. Inside
 * a transaction, `lock` holds the request's row until it ends (one packer at a time).
 */
export async function requireStaffShipRequest(
  db: Db,
  user: PackageCaller,
  id: string,
  options: { tx?: Tx; lock?: boolean } = {},
): Promise<StaffShipRequestView> {
  const reader = options.tx ?? db;
  const query = selectStaffShipRequests(reader).where(
    and(eq(shipRequests.id, id), staffShipRequestCondition(db, user)),
  );
  const [row] = isUuid(id)
    ? await (options.lock ? query.for('update', { of: shipRequests }) : query)
    : [];
  if (!row) {
    const [other] = isUuid(id)
      ? await reader
          .select({ id: shipRequests.id })
          .from(shipRequests)
          .where(eq(shipRequests.id, id))
      : [];
    throw new AppError(other ? 'RESOURCE_FORBIDDEN' : 'SHIP_REQUEST_NOT_FOUND', {
      params: { id },
    });
  }
  return toView(row);
}
