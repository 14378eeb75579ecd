import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ReviewIdentityBody } from '@skyparcel/domain/profile';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { Mailer } from '../mail';
import { notifyIdentityReviewed } from '../notifications';
import {
  countIdentityDocuments,
  findIdentity,
  type IdentityRow,
  lockIdentity,
  updateIdentity,
} from './identity.repository';

export type ReviewIdentityDeps = { db: Db; clock: Clock; mailer: Pick<Mailer, 'send'> };

/**
 * Staff's verdict on a pending identity (issue 14, decision 047): verified, or rejected with a
 * reason the customer reads. Only an identity waiting for review with an ID number and at least
 * one document can be decided (IDENTITY_NOT_PENDING); two clerks deciding at once are one after
 * the other under the row lock, and the second is refused. Audited; the customer is told (a
 * header notification and an e-mail) once the verdict is stored.
 */
export async function reviewIdentity(
  { db, clock, mailer }: ReviewIdentityDeps,
  reviewer: { id: string },
  userId: string,
  body: ReviewIdentityBody,
): Promise<IdentityRow> {
  const now = clock();
  const reviewed = await db.transaction(async (tx) => {
    if (!(await findIdentity(tx, userId))) {
      throw new AppError('IDENTITY_NOT_FOUND');
    }
    const identity = await lockIdentity(tx, userId);
    const documents = await countIdentityDocuments(tx, userId);
    if (identity.status !== 'pending' || !identity.number || documents === 0) {
      throw new AppError('IDENTITY_NOT_PENDING');
    }
    const rejectionReason = body.decision === 'rejected' ? (body.reason ?? '') : null;
    const after = await updateIdentity(tx, userId, {
      status: body.decision,
      rejectionReason,
      reviewedBy: reviewer.id,
      reviewedAt: now,
    });
    await recordAudit(tx, {
      actor: reviewer.id,
      action: 'identity.review',
      subject: userId,
      detail: { decision: body.decision, reason: rejectionReason, documents },
    });
    return after;
  });
  await notifyIdentityReviewed(
    { db, clock, mailer },
    userId,
    reviewed.status === 'verified'
      ? { kind: 'identity_verified' }
      : { kind: 'identity_rejected', reason: reviewed.rejectionReason ?? '' },
  );
  return reviewed;
}
