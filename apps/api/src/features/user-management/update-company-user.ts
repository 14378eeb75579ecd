import type { Db } from '@skyparcel/db';
import type { Role, UserStatusUpdate } from '@skyparcel/domain/accounts';
import { isCompanyRole } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { countOtherActiveShipperAdmins, lockCompanyUser } from '../../modules/companies';
import { endUserSessions } from '../../modules/sessions';
import { updateUser } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

export type CompanyUserChange =
  | { kind: 'role'; role: Role }
  | { kind: 'status'; update: UserStatusUpdate };

function statusChanges(update: UserStatusUpdate) {
  return {
    ...update,
    ...(update.isApproved ? { isRejected: false } : {}),
    ...(update.isRejected ? { isApproved: false } : {}),
  };
}

/** Whether a status change would lift a rejection or a deactivation. */
function reopens(update: UserStatusUpdate): boolean {
  return update.isApproved === true || update.isActive === true || update.isRejected === false;
}

/**
 * PUT /UserProfile/{id}/update-role and update-status by a SHIPPER ADMIN (issue 15): only users of
 * the admin's own company (another's looks missing: USER_NOT_FOUND), only SHIPPER <-> SHIPPER
 * ADMIN, and never the company's last active SHIPPER ADMIN removed or demoted, themself
 * included (LAST_SHIPPER_ADMIN). The company's admins are locked first, in one order, so two
 * admins demoting each other at once cannot both succeed. An account an operator rejected or
 * deactivated stays so (HELD_BY_OPERATOR). A user made inactive or rejected is signed out in the
 * same transaction. Audited.
 */
export async function updateCompanyUser(
  db: Db,
  actor: SessionUser,
  userId: string,
  change: CompanyUserChange,
) {
  const companyId = actor.companyId;
  if (!companyId) {
    throw new AppError('FORBIDDEN');
  }
  if (change.kind === 'role' && !isCompanyRole(change.role)) {
    throw new AppError('VALIDATION_FAILED', { fields: { role: 'validation.invalid' } });
  }
  return db.transaction(async (tx) => {
    const otherAdmins = await countOtherActiveShipperAdmins(tx, companyId, userId);
    const before = await lockCompanyUser(tx, companyId, userId);
    if (!before) {
      throw new AppError('USER_NOT_FOUND');
    }
    if (!isCompanyRole(before.role)) {
      throw new AppError('FORBIDDEN');
    }
    const changes = change.kind === 'role' ? { role: change.role } : statusChanges(change.update);
    // An operator's rejection or deactivation binds the company: its admin may close the account
    // further, never reopen it (issue 27).
    if (before.heldByOperator && change.kind === 'status' && reopens(change.update)) {
      throw new AppError('HELD_BY_OPERATOR');
    }
    const after = { ...before, ...changes };
    const wasAdmin = before.role === 'SHIPPER ADMIN' && before.isActive && !before.isRejected;
    const staysAdmin = after.role === 'SHIPPER ADMIN' && after.isActive && !after.isRejected;
    if (wasAdmin && !staysAdmin && otherAdmins === 0) {
      throw new AppError('LAST_SHIPPER_ADMIN');
    }

    const updated = await updateUser(tx, userId, changes);
    if (!updated) {
      throw new AppError('USER_NOT_FOUND');
    }
    if (!updated.isActive || updated.isRejected) {
      await endUserSessions(tx, userId);
    }
    await recordAudit(tx, {
      actor: actor.actingAdminId ?? actor.id,
      action: change.kind === 'role' ? 'company-user.update-role' : 'company-user.update-status',
      subject: userId,
      detail: { companyId, ...changes },
    });
    return updated;
  });
}
