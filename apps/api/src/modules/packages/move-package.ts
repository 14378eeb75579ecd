import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type ActionReason,
  canTransition,
  isInSuite,
  type PackageActor,
  type PackageStatus,
} from '@skyparcel/domain/packages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
import type { Tx } from '../../lib/tx';
import type { PackageRow } from './package.repository';

export type MoveOptions = {
  /** Null when no person made the move (a carrier's scan file, the system). */
  actorUserId: string | null;
  reason?: ActionReason | undefined;
  comment?: string | undefined;
  now: Date;
};

/**
 * The one way a package changes state (product.md package states): the domain decides whether
 * `actor` may make the move; the update is conditional on the state read, so two clerks acting
 * at once cannot both win; every move is written to the status history. Leaving the suite stops
 * the storage clock.
 */
export async function movePackage(
  tx: Tx,
  pkg: PackageRow,
  to: PackageStatus,
  actor: PackageActor,
  options: MoveOptions,
): Promise<PackageRow> {
  const [moved] = await movePackages(tx, [pkg], to, actor, options);
  if (!moved) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  return moved;
}

/**
 * `movePackage` for many packages at once (a scan file departing many requests), with the same
 * rules: one conditional update per state read and one history insert, whatever the count. All
 * move or none (PACKAGE_NOT_CHANGEABLE rolls the caller's transaction back).
 */
export async function movePackages(
  tx: Tx,
  pkgs: readonly PackageRow[],
  to: PackageStatus,
  actor: PackageActor,
  { actorUserId, reason, comment, now }: MoveOptions,
): Promise<PackageRow[]> {
  const byStatus = new Map<PackageStatus, string[]>();
  for (const pkg of pkgs) {
    if (!canTransition(pkg.status, to, actor)) {
      throw new AppError('PACKAGE_NOT_CHANGEABLE');
    }
    byStatus.set(pkg.status, [...(byStatus.get(pkg.status) ?? []), pkg.id]);
  }

  const moved: PackageRow[] = [];
  for (const [from, ids] of byStatus) {
    const rows = await tx
      .update(schema.packages)
      .set({
        status: to,
        reason: to === 'action_required' ? (reason ?? null) : null,
        storageStoppedAt: isInSuite(to)
          ? null
          : sql`coalesce(${schema.packages.storageStoppedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(inArray(schema.packages.id, ids), eq(schema.packages.status, from)))
      .returning();
    if (rows.length !== ids.length) {
      throw new AppError('PACKAGE_NOT_CHANGEABLE');
    }
    moved.push(...rows);
  }
  if (moved.length === 0) {
    return moved;
  }

  const fromOf = new Map(pkgs.map((pkg) => [pkg.id, pkg.status]));
  const history = moved.map((row) => ({
    packageId: row.id,
    actorUserId,
    fromStatus: fromOf.get(row.id) ?? null,
    toStatus: to,
    reason: row.reason,
    comment: comment ?? null,
    createdAt: now,
  }));
  // One JSON parameter (lib/json-rows): a scan file moves thousands of packages at once.
  await tx.execute(sql`
    insert into ${schema.packageStatusHistory} (package_id, actor_user_id, from_status, to_status,
      reason, comment, created_at)
    select "packageId", "actorUserId", "fromStatus"::package_status, "toStatus"::package_status,
      reason::action_reason, comment, "createdAt"
    from jsonb_to_recordset(${jsonRows(history)}) as r("packageId" uuid, "actorUserId" uuid,
      "fromStatus" text, "toStatus" text, reason text, comment text, "createdAt" timestamptz)`);
  return moved;
}
