import type { Db } from '@skyparcel/db';
import type { Session } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { openSession } from '../../modules/sessions';
import { lockUserById } from '../../modules/users';
import { consumeAdminAccessCode, isOpenableAccount } from './admin-access-codes';

/**
 * POST /login/admin-token (ADR 017, 021): in one transaction the code is used up (still valid,
 * unused), its issuing operator is checked to be still an active ADMIN and the customer still
 * openable, and the session is opened and audited. Both users' rows are locked, so a demotion or
 * deactivation either lands before (and refuses) or waits until the session exists (and then
 * ends it). A refused code stays used up.
 */
export async function exchangeAdminAccessCode(db: Db, code: string): Promise<Session> {
  const session = await db.transaction(async (tx) => {
    const used = await consumeAdminAccessCode(tx, code);
    if (!used) {
      return undefined;
    }
    const admin = await lockUserById(tx, used.adminUserId);
    const customer = await lockUserById(tx, used.customerUserId);
    if (admin?.role !== 'ADMIN' || !admin.isActive || !customer || !isOpenableAccount(customer)) {
      return undefined;
    }
    const opened = await openSession(tx, customer, { actingAdminId: admin.id });
    await recordAudit(tx, {
      actor: admin.id,
      action: 'admin_access_used',
      subject: customer.id,
      detail: {},
    });
    return opened;
  });
  if (!session) {
    throw new AppError('ADMIN_TOKEN_INVALID');
  }
  return session;
}
