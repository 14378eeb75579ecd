import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { UserStatusUpdate } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../modules/audit';
import { type Mailer, renderMail } from '../../modules/mail';
import { endUserSessions } from '../../modules/sessions';
import { lockUserById, newSuiteNumber, updateUser } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

/**
 * PUT /UserProfile/{id}/update-status (ADMIN): approve, reject, activate or deactivate. Approval
 * gives the suite number and a locker at every active warehouse; the user is e-mailed on
 * approval and rejection; every change is audited with who made it.
 */
export async function updateUserStatus(
  { db, mailer }: { db: Db; mailer: Mailer },
  actor: SessionUser,
  userId: string,
  update: UserStatusUpdate,
) {
  if (userId === actor.id) {
    throw new AppError('OWN_ACCOUNT_CHANGE');
  }
  const result = await db.transaction(async (tx) => {
    const before = await lockUserById(tx, userId);
    if (!before) {
      throw new AppError('USER_NOT_FOUND');
    }
    const approving = update.isApproved === true && !before.isApproved;
    const changes = {
      ...update,
      ...(update.isApproved ? { isRejected: false } : {}),
      ...(update.isRejected ? { isApproved: false } : {}),
      ...(approving && !before.suiteNumber ? { suiteNumber: await newSuiteNumber(tx) } : {}),
    };
    // The operator's verdict binds the company's SHIPPER ADMIN until an operator lifts it.
    const rejected = changes.isRejected ?? before.isRejected;
    const active = changes.isActive ?? before.isActive;
    const heldByOperator =
      update.isRejected === true || update.isActive === false
        ? true
        : rejected || !active
          ? before.heldByOperator
          : false;
    const after = await updateUser(tx, userId, { ...changes, heldByOperator });
    if (approving) {
      const warehouses = await tx
        .select({ id: schema.warehouses.id })
        .from(schema.warehouses)
        .where(eq(schema.warehouses.isActive, true));
      await tx
        .insert(schema.packageLockers)
        .values(warehouses.map((warehouse) => ({ userId, warehouseId: warehouse.id })))
        .onConflictDoNothing();
    }
    // A closed or refused account is signed out at once, in the same transaction (ADR 021).
    if (update.isActive === false || update.isRejected === true) {
      await endUserSessions(tx, userId);
    }
    await recordAudit(tx, {
      actor: actor.id,
      action: 'user.update-status',
      subject: userId,
      detail: update,
    });
    return { before, after, approving };
  });

  const { before, after, approving } = result;
  if (!after) {
    throw new AppError('USER_NOT_FOUND');
  }
  const rejecting = update.isRejected === true && !before.isRejected;
  if (approving || rejecting) {
    const locale = matchLocale(after.preferredLocale) ?? 'en-US';
    const group = approving ? 'accountApproved' : 'accountRejected';
    const t = (key: string) =>
      translate(locale, `mail.${group}.${key}`, {
        name: after.firstName,
        suite: after.suiteNumber ?? '',
      });
    await mailer.send({
      to: after.email,
      ...renderMail({
        locale,
        subject: t('subject'),
        heading: t('heading'),
        paragraphs: [t('body')],
      }),
    });
  }
  return after;
}
