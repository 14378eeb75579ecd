import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import type { FileStore } from '../../modules/files';
import { removeErasedIdentityScans } from '../../modules/identity';
import { endUserSessions } from '../../modules/sessions';
import type { SessionUser } from '../../plugins/auth';
import {
  decideRequest,
  findPendingRequestOf,
  lockPendingRequest,
} from './account-deletion.repository';
import { erasePersonalData } from './erase-personal-data';

/**
 * An operator confirms a pending request (issue 14, decision 048): in one transaction the
 * personal data is erased, the user's sessions end, the request is marked erased and audited;
 * then the ID scans' files go (`identityStore`).
 */
export async function confirmAccountDeletion(
  { db, identityStore }: { db: Db; identityStore: FileStore },
  operator: SessionUser,
  requestId: string,
  now: Date,
) {
  const erased = await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, requestId);
    if (!request) {
      throw new AppError('NOT_FOUND');
    }
    const personal = await erasePersonalData(tx, request.userId, now);
    await endUserSessions(tx, request.userId, now);
    await decideRequest(tx, request.id, {
      status: 'erased',
      decidedBy: operator.id,
      decidedAt: now,
    });
    await recordAudit(tx, {
      actor: operator.id,
      action: 'user.erase-personal-data',
      subject: request.userId,
      detail: { requestId: request.id },
    });
    return personal;
  });
  await removeErasedIdentityScans(identityStore, erased.identityScans);
}

/** The customer withdraws their own pending request before an operator confirms it. */
export async function withdrawAccountDeletion(db: Db, user: SessionUser, now: Date) {
  await db.transaction(async (tx) => {
    const pending = await findPendingRequestOf(tx, user.id);
    const request = pending && (await lockPendingRequest(tx, pending.id));
    if (!request) {
      throw new AppError('NOT_FOUND');
    }
    await decideRequest(tx, request.id, {
      status: 'withdrawn',
      decidedBy: user.id,
      decidedAt: now,
    });
    await recordAudit(tx, {
      actor: user.id,
      action: 'user.withdraw-deletion',
      subject: user.id,
      detail: { requestId: request.id },
    });
  });
}
