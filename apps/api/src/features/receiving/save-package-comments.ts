import type { Db } from '@skyparcel/db';
import type { PackageCommentsBodySchema } from '@skyparcel/domain/packages';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { type PackageCaller, requireStaffPackage, saveStaffComments } from '../../modules/packages';

/**
 * Staff write the warehouse's comment (the customer sees it) and the admin comment on a package
 * at their warehouse; an empty comment clears it. The change is audited with what was sent.
 */
export async function savePackageComments(
  { db, clock }: { db: Db; clock: Clock },
  clerk: PackageCaller,
  packageId: string,
  body: z.infer<typeof PackageCommentsBodySchema>,
) {
  const row = await requireStaffPackage(db, clerk, packageId);
  await db.transaction(async (tx) => {
    await saveStaffComments(tx, row.pkg.id, body, clock());
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'package.comments',
      subject: row.pkg.userId,
      detail: { packageId: row.pkg.id, ...body },
    });
  });
  return row.pkg.id;
}
