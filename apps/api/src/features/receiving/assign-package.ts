import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../modules/audit';
import type { SessionUser } from '../../plugins/auth';
import { notifyCustomer } from '../notifications/notify-customer';
import { findSuiteOwner } from './find-suite-owner';
import { requireStaffPackage } from './staff-package.repository';

/**
 * An unassigned package (its label's suite number matched nobody) is given to a customer once
 * staff know whose it is; the customer is then told of its arrival like any receipt. A package
 * that already has an owner is not moved to someone else here.
 */
export async function assignPackage(
  app: FastifyInstance,
  clerk: SessionUser,
  packageId: string,
  suiteNumber: string,
) {
  const row = await requireStaffPackage(app.db, clerk, packageId);
  const owner = await findSuiteOwner(app.db, suiteNumber);
  if (!owner) {
    throw new AppError('SUITE_NOT_FOUND', { params: { suite: suiteNumber } });
  }
  const assigned = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(schema.packages)
      .set({ userId: owner.userId, updatedAt: new Date() })
      .where(and(eq(schema.packages.id, packageId), isNull(schema.packages.userId)))
      .returning();
    if (!updated) {
      throw new AppError('PACKAGE_NOT_CHANGEABLE');
    }
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'package.assign',
      subject: owner.userId,
      detail: {
        packageId,
        suiteNumber: owner.suiteNumber,
        labelSuiteNumber: row.pkg.labelSuiteNumber,
      },
    });
    return updated;
  });
  await notifyCustomer(app, assigned, {
    kind: 'package_received',
    warehouseName: row.warehouseName,
    freeStorageDays: row.freeStorageDays,
  });
  return assigned;
}
