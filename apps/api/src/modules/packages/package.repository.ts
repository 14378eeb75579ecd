import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { parsePackageNumber } from '@skyparcel/domain/packages';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx, Tx } from '../../lib/tx';
import { findWarehouse, warehouseTermsInForce } from '../reference';
import { ownedByViewer, type Viewer } from '../users';

const { packages, warehouses } = schema;

export type PackageRow = typeof schema.packages.$inferSelect;

const termsNow = warehouseTermsInForce();

/**
 * How many storage days of the package an invoice already billed (`storage_fee_days`, written
 * by modules/storage-fees): a quote prices only the chargeable days after those (issue 13), so
 * no day is billed twice. A subquery, so the package reads that carry it keep their query count.
 */
const billedStorageDaysColumn = sql<number>`(select count(*) from ${schema.storageFeeDays}
  where ${schema.storageFeeDays.packageId} = ${packages.id}
  and ${schema.storageFeeDays.invoiceId} is not null)`.mapWith(Number);

/** What the storage countdown and fee need from the package's warehouse (its terms in force). */
export const warehouseStorageColumns = {
  warehouseName: warehouses.name,
  freeStorageDays: termsNow.freeStorageDays,
  storageFeePerDayMinor: termsNow.storageFeePerDayMinor,
  currency: warehouses.currency,
  /** Storage days an invoice already billed: a quote prices only those after (issue 13). */
  billedStorageDays: billedStorageDaysColumn,
};

export type PackageWithStorage = {
  pkg: PackageRow;
  warehouseName: string;
  freeStorageDays: number;
  storageFeePerDayMinor: number;
  currency: string;
  billedStorageDays: number;
};

/**
 * The customer rule as a condition on `packages`: the package is the viewer's, or their
 * company's (decision 053). Every customer query of packages (and of what hangs off them, such as
 * documents) puts it in its `where`, so a forgotten check shows nothing rather than someone else's.
 */
export function ownedPackageCondition(viewer: Viewer): SQL {
  return ownedByViewer(packages.userId, viewer);
}

/** The package if the viewer may see it: the rule is in the `where`, so a missing check fails closed. */
export async function findOwnedPackage(db: Db, viewer: Viewer, packageId: string) {
  if (!isUuid(packageId)) {
    return undefined;
  }
  const [row] = await db
    .select({ pkg: packages, ...warehouseStorageColumns })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .where(and(eq(packages.id, packageId), ownedPackageCondition(viewer)));
  return row;
}

/**
 * A customer's package, or the catalogue's refusal: 404 for an unknown warehouse, 403 'Package
 * with id is not associated with this user.' (the spec's text, no id) for someone else's package (issue 4 asks for the
 * 403 on every call), 404 for a package that does not exist or is at another warehouse.
 */
export async function requireOwnedPackage(
  db: Db,
  viewer: Viewer,
  packageId: string,
  warehouseIdOrCode?: string,
): Promise<PackageWithStorage> {
  const warehouse =
    warehouseIdOrCode === undefined ? undefined : await findWarehouse(db, warehouseIdOrCode);
  if (warehouseIdOrCode !== undefined && !warehouse) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: warehouseIdOrCode } });
  }
  const owned = await findOwnedPackage(db, viewer, packageId);
  if (!owned) {
    const [other] = isUuid(packageId)
      ? await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId))
      : [];
    // The 403 text names no id (issue 10): a refusal echoes nothing the caller sent.
    throw other
      ? new AppError('PACKAGE_NOT_ASSOCIATED')
      : new AppError('PACKAGE_NOT_FOUND', { params: { id: packageId } });
  }
  if (warehouse && owned.pkg.warehouseId !== warehouse.warehouse.id) {
    throw new AppError('PACKAGE_NOT_FOUND', { params: { id: packageId } });
  }
  return owned;
}

/** Everything a details view shows beside the package row itself and its files (modules/files). */
export async function loadPackageParts(db: Db, packageId: string) {
  const [lineItems, pieces, services, history] = await Promise.all([
    db
      .select()
      .from(schema.packageLineItems)
      .where(eq(schema.packageLineItems.packageId, packageId))
      .orderBy(asc(schema.packageLineItems.sortOrder)),
    db
      .select()
      .from(schema.packagePieces)
      .where(eq(schema.packagePieces.packageId, packageId))
      .orderBy(asc(schema.packagePieces.sortOrder)),
    db
      .select()
      .from(schema.packageAdditionalServices)
      .where(eq(schema.packageAdditionalServices.packageId, packageId))
      .orderBy(asc(schema.packageAdditionalServices.serviceCode)),
    db
      .select()
      .from(schema.packageStatusHistory)
      .where(eq(schema.packageStatusHistory.packageId, packageId))
      .orderBy(asc(schema.packageStatusHistory.createdAt)),
  ]);
  return { lineItems, pieces, services, history };
}
export type PackageParts = Awaited<ReturnType<typeof loadPackageParts>>;

/**
 * Whether a package ID ('PK100001') names a package the viewer may not see (the 403 of the
 * documents list): the id of that package, else false.
 */
export async function findOtherUsersPackageByNumber(db: Db, viewer: Viewer, packageNumber: string) {
  const number = parsePackageNumber(packageNumber);
  if (number === undefined) {
    return false;
  }
  const [row] = await db
    .select({ id: packages.id, isOwned: sql<boolean>`${ownedPackageCondition(viewer)}` })
    .from(packages)
    .where(eq(packages.number, number));
  return row && !row.isOwned ? row.id : false;
}

/** Stores the customer's return request on the package (the move itself is `movePackage`). */
export async function saveReturnRequest(
  tx: DbOrTx,
  packageId: string,
  request: { comment: string; useOwnLabel: boolean; labelSerialNumber: number | null },
) {
  await tx
    .update(packages)
    .set({
      returnComment: request.comment,
      returnUsesOwnLabel: request.useOwnLabel,
      returnLabelSerialNumber: request.labelSerialNumber,
    })
    .where(eq(packages.id, packageId));
}

/** The comment staff add when they move a package (kept as written). */
export async function setAdminComment(tx: DbOrTx, packageId: string, comment: string) {
  const [updated] = await tx
    .update(packages)
    .set({ adminComment: comment })
    .where(eq(packages.id, packageId))
    .returning();
  return updated;
}

/** The staff's comments; `undefined` leaves a comment as it is, an empty one clears it. */
export async function saveStaffComments(
  tx: DbOrTx,
  packageId: string,
  comments: { warehouseComment?: string | undefined; adminComment?: string | undefined },
  now: Date,
) {
  const { warehouseComment, adminComment } = comments;
  const [updated] = await tx
    .update(packages)
    .set({
      ...(warehouseComment === undefined ? {} : { warehouseComment: warehouseComment || null }),
      ...(adminComment === undefined ? {} : { adminComment: adminComment || null }),
      updatedAt: now,
    })
    .where(eq(packages.id, packageId))
    .returning();
  return updated;
}

/**
 * Gives an unassigned package to a customer; a package that already has an owner is not moved
 * to someone else (undefined then).
 */
export async function assignPackageOwner(tx: DbOrTx, packageId: string, userId: string, now: Date) {
  const [updated] = await tx
    .update(packages)
    .set({ userId, updatedAt: now })
    .where(and(eq(packages.id, packageId), isNull(packages.userId)))
    .returning();
  return updated;
}

/**
 * Locks the package's row for the rest of the transaction and answers its state (undefined for an
 * unknown package), so a change that depends on the state (a file added in the suite) cannot race
 * a move out of it.
 */
export async function lockPackageState(tx: Tx, packageId: string) {
  const [row] = await tx
    .select({ status: packages.status })
    .from(packages)
    .where(eq(packages.id, packageId))
    .for('update');
  return row?.status;
}
