import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Session } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';
import { openSession } from '../../modules/sessions';
import { consumeAdminAccessCode, isOpenableAccount } from './admin-access-codes';

async function lockUser(tx: Tx, id: string) {
  const [row] = await tx.select().from(schema.users).where(eq(schema.users.id, id)).for('update');
  return row;
}

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
    const admin = await lockUser(tx, used.adminUserId);
    const customer = await lockUser(tx, used.customerUserId);
    if (admin?.role !== 'ADMIN' || !admin.isActive || !customer || !isOpenableAccount(customer)) {
      return undefined;
    }
    const opened = await openSession(tx, customer, { actingAdminId: admin.id });
    await tx.insert(schema.auditLog).values({
      actorUserId: admin.id,
      action: 'admin_access_used',
      targetUserId: customer.id,
      details: {},
    });
    return opened;
  });
  if (!session) {
    throw new AppError('ADMIN_TOKEN_INVALID');
  }
  return session;
}
