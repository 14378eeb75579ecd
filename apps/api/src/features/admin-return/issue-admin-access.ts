import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { requireUserById } from '../../modules/users';
import { isOpenableAccount, issueAdminAccessCode } from './admin-access-codes';

/**
 * POST /UserProfile/{id}/admin-access (ADMIN, ADR 017): a two-minute one-time code for the admin
 * to open the customer's portal, audited. Only customers' portals: opening another operator's
 * account would hand over their rights.
 */
export async function issueAdminAccess(db: Db, admin: { id: string }, customerId: string) {
  const customer = await requireUserById(db, customerId);
  if (!isOpenableAccount(customer)) {
    throw new AppError('ADMIN_ACCESS_NOT_ALLOWED');
  }
  const { code, expiresAt } = await issueAdminAccessCode(db, admin.id, customer.id);
  await recordAudit(db, {
    actor: admin.id,
    action: 'admin_access_issued',
    subject: customer.id,
    detail: { expiresAt: expiresAt.toISOString() },
  });
  return { code, expiresAt };
}
