import { schema } from '@skyparcel/db';
import type { AddressType } from '@skyparcel/domain/contacts';
import type { PackageStatus } from '@skyparcel/domain/packages';
import type { ShipRequestStatus, ShipToAddress } from '@skyparcel/domain/ship-requests';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx, Tx } from '../../lib/tx';
import {
  colleagueNameOf,
  ownedByViewer,
  ownedByViewerPlaceholders,
  type Viewer,
  viewerValues,
} from '../users';

const { shipRequests, shipRequestPackages, packages, warehouses } = schema;

export type ShipRequestRow = typeof shipRequests.$inferSelect;
export type NewShipRequest = Omit<typeof shipRequests.$inferInsert, 'id' | 'number'>;

/** The unique partial index that keeps a package in at most one live request. */
export const ONE_LIVE_REQUEST_INDEX = 'ship_request_packages_one_live_request';

/** A package of a request as lists show it (the packages module owns the row; this reads it). */
export type ShipRequestPackageView = {
  id: string;
  number: number;
  retailerName: string;
  retailerTrackingNumber: string;
  status: PackageStatus;
};

/** A request with its warehouse code and its packages (released ones too, for a cancelled one). */
export type ShipRequestView = ShipRequestRow & {
  warehouseCode: string;
  packages: ShipRequestPackageView[];
  /** A colleague's name on a business user's list (decision 053); null on one's own. */
  ownerName: string | null;
};

/**
 * The packages of a request as one json column, so a list is one query however long it is.
 * Qualified by hand: inside a subquery an unqualified "id" would be the subquery table's own.
 */
export const packagesOfRequest = sql<ShipRequestPackageView[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'number', p.number, 'retailerName', p.retailer_name,
    'retailerTrackingNumber', p.retailer_tracking_number, 'status', p.status) order by p.number)
  from ${shipRequestPackages} srp join ${packages} p on p.id = srp.package_id
  where srp.ship_request_id = "ship_requests"."id"), '[]'::json)`;

function viewColumns(viewer: Viewer) {
  return {
    row: shipRequests,
    warehouseCode: warehouses.code,
    packages: packagesOfRequest,
    ownerName: colleagueNameOf(shipRequests.userId, viewer),
  };
}

function toView({
  row,
  warehouseCode,
  packages: list,
  ownerName,
}: {
  row: ShipRequestRow;
  warehouseCode: string;
  packages: ShipRequestPackageView[];
  ownerName: string | null;
}): ShipRequestView {
  return { ...row, warehouseCode, packages: list, ownerName };
}

/**
 * The viewer rule on `ship_requests` (decision 053): the caller's own requests, or a business
 * user's company's. Every customer read of requests puts it in its `where`.
 */
function ownedShipRequest(viewer: Viewer) {
  return ownedByViewer(shipRequests.userId, viewer);
}

/**
 * The caller's (or their company's) requests, newest first; of some states, of one warehouse or
 * origin country when asked.
 */
export async function listOwnedShipRequests(
  db: DbOrTx,
  viewer: Viewer,
  filter: {
    /** Only these requests (malformed ids match nothing). */
    ids?: readonly string[];
    statuses?: readonly ShipRequestStatus[];
    warehouseId?: string;
    originCountryCode?: string;
  } = {},
): Promise<ShipRequestView[]> {
  const rows = await db
    .select(viewColumns(viewer))
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(
      and(
        ownedShipRequest(viewer),
        filter.ids ? inArray(shipRequests.id, filter.ids.filter(isUuid)) : undefined,
        filter.statuses ? inArray(shipRequests.status, [...filter.statuses]) : undefined,
        filter.warehouseId ? eq(shipRequests.warehouseId, filter.warehouseId) : undefined,
        filter.originCountryCode ? eq(warehouses.countryCode, filter.originCountryCode) : undefined,
      ),
    )
    .orderBy(desc(shipRequests.createdAt), desc(shipRequests.number));
  return rows.map(toView);
}

/**
 * Requests by id with no viewer rule: only for the settling of a payment, whose requests the
 * viewer rule admitted when it opened (the payer may have left the company since).
 */
export async function listShipRequestsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<ShipRequestView[]> {
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      row: shipRequests,
      warehouseCode: warehouses.code,
      packages: packagesOfRequest,
      ownerName: sql<string | null>`null`,
    })
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(inArray(shipRequests.id, wellFormed))
    .orderBy(desc(shipRequests.createdAt), desc(shipRequests.number));
  return rows.map(toView);
}

/**
 * The request of this id if the viewer may see it, or undefined (another's, a missing or a
 * malformed id).
 */
export async function findOwnedShipRequest(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
): Promise<ShipRequestView | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  const [row] = await db
    .select(viewColumns(viewer))
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(and(ownedShipRequest(viewer), eq(shipRequests.id, id)));
  return row && toView(row);
}

/** Which of these ids exist at all (to tell another's request, 403, from a missing one, 404). */
export async function findExistingShipRequestIds(db: DbOrTx, ids: readonly string[]) {
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) {
    return [];
  }
  const rows = await db
    .select({ id: shipRequests.id })
    .from(shipRequests)
    .where(inArray(shipRequests.id, wellFormed));
  return rows.map((row) => row.id);
}

/** Locks the viewer's requests among `ids` (id order) until the transaction ends. */
export async function lockOwnedShipRequests(tx: Tx, viewer: Viewer, ids: readonly string[]) {
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) {
    return [];
  }
  return tx
    .select()
    .from(shipRequests)
    .where(and(ownedShipRequest(viewer), inArray(shipRequests.id, wellFormed)))
    .orderBy(asc(shipRequests.id))
    .for('update');
}

/** The viewer's live request (not cancelled) holding one of these packages, if any. */
export async function findLiveRequestHolding(
  db: DbOrTx,
  viewer: Viewer,
  packageIds: readonly string[],
) {
  const [row] = await db
    .select({ id: shipRequests.id, number: shipRequests.number })
    .from(shipRequestPackages)
    .innerJoin(shipRequests, eq(shipRequests.id, shipRequestPackages.shipRequestId))
    .where(
      and(
        ownedShipRequest(viewer),
        inArray(shipRequestPackages.packageId, [...packageIds]),
        isNull(shipRequestPackages.releasedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertShipRequest(
  tx: Tx,
  values: NewShipRequest,
  packageIds: readonly string[],
): Promise<ShipRequestRow> {
  const [row] = await tx.insert(shipRequests).values(values).returning();
  if (!row) {
    throw new Error('ship request not inserted');
  }
  await tx
    .insert(shipRequestPackages)
    .values(packageIds.map((packageId) => ({ shipRequestId: row.id, packageId })));
  return row;
}

/** Changes a request's columns (not its state: see the conditional moves below). */
export async function updateShipRequest(
  tx: Tx,
  id: string,
  changes: Partial<Omit<NewShipRequest, 'status' | 'userId'>>,
) {
  const [row] = await tx
    .update(shipRequests)
    .set(changes)
    .where(eq(shipRequests.id, id))
    .returning();
  return row;
}

/**
 * Moves requests from `from` to `to` only where they are still in `from`: the answer lists the
 * rows that changed, so a caller knows whether someone else moved one first.
 */
export async function moveShipRequests(
  tx: Tx,
  ids: readonly string[],
  from: ShipRequestStatus,
  changes: Partial<NewShipRequest> & { status: ShipRequestStatus; updatedAt: Date },
) {
  if (ids.length === 0) {
    return [];
  }
  return tx
    .update(shipRequests)
    .set(changes)
    .where(and(inArray(shipRequests.id, [...ids]), eq(shipRequests.status, from)))
    .returning();
}

/** The package rows a request holds (not released), locked for their move. */
export async function lockHeldPackages(tx: Tx, shipRequestIds: readonly string[]) {
  if (shipRequestIds.length === 0) {
    return [];
  }
  return tx
    .select({ pkg: packages, shipRequestId: shipRequestPackages.shipRequestId })
    .from(shipRequestPackages)
    .innerJoin(packages, eq(packages.id, shipRequestPackages.packageId))
    .where(
      and(
        inArray(shipRequestPackages.shipRequestId, [...shipRequestIds]),
        isNull(shipRequestPackages.releasedAt),
      ),
    )
    .orderBy(asc(packages.id))
    .for('update', { of: packages });
}

/** Lets a cancelled request's packages go, so a new request may take them. */
export async function releasePackages(tx: Tx, shipRequestId: string, now: Date) {
  await tx
    .update(shipRequestPackages)
    .set({ releasedAt: now })
    .where(
      and(
        eq(shipRequestPackages.shipRequestId, shipRequestId),
        isNull(shipRequestPackages.releasedAt),
      ),
    );
}

/** The ids of the packages a request holds (not released), in id order. */
export async function findHeldPackageIds(db: DbOrTx, shipRequestId: string) {
  const rows = await db
    .select({ id: shipRequestPackages.packageId })
    .from(shipRequestPackages)
    .where(
      and(
        eq(shipRequestPackages.shipRequestId, shipRequestId),
        isNull(shipRequestPackages.releasedAt),
      ),
    )
    .orderBy(asc(shipRequestPackages.packageId));
  return rows.map((row) => row.id);
}

/**
 * The addresses of the caller's own last `limit` requests, newest first, of one type when asked:
 * personal, as the address book is (decision 053), so a colleague's addresses stay theirs.
 */
export async function listLastShipToAddresses(
  db: DbOrTx,
  userId: string,
  { addressType, limit }: { addressType?: AddressType | undefined; limit: number },
) {
  const rows = addressType
    ? await lastShipToOfTypeQuery(db, { userId, addressType, limit })
    : await lastShipToQuery(db, { userId, limit });
  return rows.map((row) => ({ ...row.shipTo, contactId: row.contactId }));
}

function lastShipToAddresses(db: DbOrTx, ofType: boolean) {
  return (
    db
      // The contact is set null when it leaves the book, so an id here is a contact still in it.
      .select({ shipTo: shipRequests.shipTo, contactId: shipRequests.contactId })
      .from(shipRequests)
      .where(
        and(
          eq(shipRequests.userId, sql.placeholder('userId')),
          ofType
            ? sql`${shipRequests.shipTo}->>'addressType' = ${sql.placeholder('addressType')}`
            : undefined,
        ),
      )
      .orderBy(desc(shipRequests.createdAt), desc(shipRequests.number))
      .limit(sql.placeholder('limit'))
  );
}

// Prepared, one per shape: GET /state reads the recent addresses (lib/prepared-query.ts).
const lastShipToQuery = preparedQuery('last_ship_to_addresses', (db) =>
  lastShipToAddresses(db, false),
);
const lastShipToOfTypeQuery = preparedQuery('last_ship_to_addresses_of_type', (db) =>
  lastShipToAddresses(db, true),
);

/** Whether the viewer (or their company) has a request still to pay (the user state's debts flag). */
export async function hasUnpaidShipRequests(db: DbOrTx, viewer: Viewer) {
  const { isBusiness, values } = viewerValues(viewer);
  const [row] = await (isBusiness ? unpaidOfCompanyQuery : unpaidOwnQuery)(db, values);
  return row !== undefined;
}

function unpaidShipRequests(db: DbOrTx, isBusiness: boolean) {
  return db
    .select({ id: shipRequests.id })
    .from(shipRequests)
    .where(
      and(
        ownedByViewerPlaceholders(shipRequests.userId, isBusiness),
        eq(shipRequests.status, 'awaiting_payment'),
      ),
    )
    .limit(1);
}

/**
 * For the caller's one GET /state statement (features/user-state): whether the viewer has a
 * request still to pay, with the placeholders of `ownedByViewerPlaceholders`.
 */
export function hasUnpaidShipRequestsSql(isBusiness: boolean): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${shipRequests}
    where ${ownedByViewerPlaceholders(shipRequests.userId, isBusiness)}
      and ${shipRequests.status} = 'awaiting_payment')`;
}

/**
 * For the caller's one GET /state statement: the ship-to addresses of the caller's last `limit`
 * requests as JSON (`listLastShipToAddresses`' rows, newest first), the owner as `userId`.
 */
export function lastShipToAddressesJson(
  limit: number,
): SQL<(ShipToAddress & { contactId: string | null })[]> {
  return sql`coalesce((select json_agg(last.ship_to || jsonb_build_object('contactId', last.contact_id)
      order by last.created_at desc, last.number desc)
    from (select ${shipRequests.shipTo} as ship_to, ${shipRequests.contactId} as contact_id,
        ${shipRequests.createdAt} as created_at, ${shipRequests.number} as number
      from ${shipRequests} where ${shipRequests.userId} = ${sql.placeholder('userId')}
      order by ${shipRequests.createdAt} desc, ${shipRequests.number} desc limit ${limit}) last),
    '[]'::json)`;
}

// Prepared, one per viewer shape: GET /state's debts flag (lib/prepared-query.ts).
const unpaidOwnQuery = preparedQuery('has_unpaid_ship_requests', (db) =>
  unpaidShipRequests(db, false),
);
const unpaidOfCompanyQuery = preparedQuery('has_unpaid_ship_requests_of_company', (db) =>
  unpaidShipRequests(db, true),
);

/** The viewer's live (not cancelled) request holding this package, if any. */
export async function findOwnedRequestHolding(
  db: DbOrTx,
  viewer: Viewer,
  packageId: string,
): Promise<ShipRequestView | undefined> {
  const [held] = await db
    .select({ id: shipRequestPackages.shipRequestId })
    .from(shipRequestPackages)
    .innerJoin(shipRequests, eq(shipRequests.id, shipRequestPackages.shipRequestId))
    .where(
      and(
        ownedShipRequest(viewer),
        eq(shipRequestPackages.packageId, packageId),
        isNull(shipRequestPackages.releasedAt),
      ),
    );
  return held && findOwnedShipRequest(db, viewer, held.id);
}

/**
 * Which of these coupon codes a ship request carries, paid or not (decision 045): such a
 * coupon's rule is frozen, so the request's quote and its later use tell the same rule.
 */
export async function findCouponCodesCarried(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) {
    return new Set<string>();
  }
  const rows = await db
    .selectDistinct({ code: shipRequests.couponCode })
    .from(shipRequests)
    .where(inArray(shipRequests.couponCode, [...codes]));
  return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
}
