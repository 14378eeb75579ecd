import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type ActionReason,
  canTransition,
  isInSuite,
  type PackageActor,
  type PackageStatus,
} from '@skyparcel/domain/packages';
import { and, eq } from 'drizzle-orm';
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
  { actorUserId, reason, comment, now }: MoveOptions,
): Promise<PackageRow> {
  if (!canTransition(pkg.status, to, actor)) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  const [moved] = await tx
    .update(schema.packages)
    .set({
      status: to,
      reason: to === 'action_required' ? (reason ?? null) : null,
      storageStoppedAt: isInSuite(to) ? null : (pkg.storageStoppedAt ?? now),
      updatedAt: now,
    })
    .where(and(eq(schema.packages.id, pkg.id), eq(schema.packages.status, pkg.status)))
    .returning();
  if (!moved) {
    throw new AppError('PACKAGE_NOT_CHANGEABLE');
  }
  await tx.insert(schema.packageStatusHistory).values({
    packageId: pkg.id,
    actorUserId,
    fromStatus: pkg.status,
    toStatus: to,
    reason: moved.reason,
    comment: comment ?? null,
    createdAt: now,
  });
  return moved;
}
