import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { Tx } from '../../lib/tx';
import { warehouseTermsInForce } from '../reference';
import type { Viewer } from '../users';
import type { PackageWithStorage } from './package.repository';
import { ownedPackageCondition, warehouseStorageColumns } from './package.repository';

const { packages, warehouses } = schema;

/** The package with its warehouse's storage figures, code and liability increment (quotes). */
const columns = {
  pkg: packages,
  ...warehouseStorageColumns,
  warehouseCode: warehouses.code,
  liabilityIncrementMinor: warehouseTermsInForce().liabilityIncrementMinor,
};

export type ShippablePackage = PackageWithStorage & {
  warehouseCode: string;
  liabilityIncrementMinor: number;
};

/**
 * Several of a customer's packages at once, in the order asked (duplicates once), or the
 * catalogue's refusal as `requireOwnedPackage` gives it for one: 403 when any of them is someone
 * else's, 404 when one does not exist. Ownership is in the `where`, so nothing else is read.
 */
export async function requireOwnedPackages(
  db: Db,
  viewer: Viewer,
  packageIds: readonly string[],
): Promise<ShippablePackage[]> {
  const ids = [...new Set(packageIds)];
  const malformed = ids.find((id) => !isUuid(id));
  if (malformed !== undefined) {
    throw new AppError('PACKAGE_NOT_FOUND', { params: { id: malformed } });
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(columns)
          .from(packages)
          .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
          .where(and(inArray(packages.id, ids), ownedPackageCondition(viewer)));
  if (rows.length === ids.length) {
    const byId = new Map(rows.map((row) => [row.pkg.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const found = new Set(rows.map((row) => row.pkg.id));
  const missing = ids.filter((id) => !found.has(id));
  const others = await db
    .select({ id: packages.id })
    .from(packages)
    .where(inArray(packages.id, missing));
  // The 403 text names no id (issue 10): a refusal echoes nothing the caller sent.
  if (others.length > 0) {
    throw new AppError('PACKAGE_NOT_ASSOCIATED');
  }
  throw new AppError('PACKAGE_NOT_FOUND', { params: { id: missing[0] ?? '' } });
}

/** The viewer's (or company's) packages ready to send at one warehouse, oldest first (consolidation). */
export async function findReadyPackagesAt(db: Db, viewer: Viewer, warehouseId: string) {
  return db
    .select(columns)
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .where(
      and(
        ownedPackageCondition(viewer),
        eq(packages.warehouseId, warehouseId),
        eq(packages.status, 'ready_to_send'),
      ),
    )
    .orderBy(packages.receivedAt);
}

/**
 * Locks the customer's packages among `packageIds` until the transaction ends, in id order (two
 * requests over the same packages then wait for each other, never deadlock): a ship request
 * reads their state after this, and a second create over them sees the first one's move.
 */
export async function lockOwnedPackages(tx: Tx, viewer: Viewer, packageIds: readonly string[]) {
  const ids = packageIds.filter(isUuid);
  if (ids.length === 0) {
    return;
  }
  await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(inArray(packages.id, ids), ownedPackageCondition(viewer)))
    .orderBy(asc(packages.id))
    .for('update');
}
