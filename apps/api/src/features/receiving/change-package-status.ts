import { schema } from '@skyparcel/db';
import type { ChangePackageStatusBody } from '@skyparcel/domain/packages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../modules/audit';
import type { SessionUser } from '../../plugins/auth';
import { notifyCustomer } from '../notifications/notify-customer';
import { movePackage } from '../packages/move-package';
import { requireStaffPackage } from './staff-package.repository';

/**
 * Staff move a package (in review -> ready to send or action required with its reason, a return
 * or discard finished, ...), optionally with an admin comment. Every change to action required
 * e-mails the customer and adds a notification (issue 4); every change is audited.
 */
export async function changePackageStatus(
  app: FastifyInstance,
  clerk: SessionUser,
  packageId: string,
  body: ChangePackageStatusBody,
) {
  const row = await requireStaffPackage(app.db, clerk, packageId);
  const moved = await app.db.transaction(async (tx) => {
    const after = await movePackage(tx, row.pkg, body.status, 'staff', {
      actorUserId: clerk.id,
      reason: body.reason,
      comment: body.adminComment,
    });
    const [commented] =
      body.adminComment === undefined
        ? [after]
        : await tx
            .update(schema.packages)
            .set({ adminComment: body.adminComment })
            .where(eq(schema.packages.id, after.id))
            .returning();
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'package.change-status',
      subject: after.userId,
      detail: { packageId, from: row.pkg.status, to: body.status, reason: body.reason ?? null },
    });
    return commented ?? after;
  });
  if (moved.status === 'action_required') {
    await notifyCustomer(app, moved, { kind: 'action_required' });
  }
  return moved;
}
