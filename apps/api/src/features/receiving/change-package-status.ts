import type { ChangePackageStatusBody } from '@skyparcel/domain/packages';
import { recordAudit } from '../../modules/audit';
import { type NotifyDeps, notifyCustomer } from '../../modules/notifications';
import {
  movePackage,
  type PackageCaller,
  requireStaffPackage,
  setAdminComment,
} from '../../modules/packages';

/**
 * Staff move a package (in review -> ready to send or action required with its reason, a return
 * or discard finished, ...), optionally with an admin comment. Every change to action required
 * e-mails the customer and adds a notification (issue 4); every change is audited.
 */
export async function changePackageStatus(
  deps: NotifyDeps,
  clerk: PackageCaller,
  packageId: string,
  body: ChangePackageStatusBody,
) {
  const { db, clock } = deps;
  const row = await requireStaffPackage(db, clerk, packageId);
  const moved = await db.transaction(async (tx) => {
    const after = await movePackage(tx, row.pkg, body.status, 'staff', {
      actorUserId: clerk.id,
      reason: body.reason,
      comment: body.adminComment,
      now: clock(),
    });
    const commented =
      body.adminComment === undefined
        ? after
        : await setAdminComment(tx, after.id, body.adminComment);
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'package.change-status',
      subject: after.userId,
      detail: { packageId, from: row.pkg.status, to: body.status, reason: body.reason ?? null },
    });
    return commented ?? after;
  });
  if (moved.status === 'action_required') {
    await notifyCustomer(deps, moved, { kind: 'action_required' });
  }
  return moved;
}
