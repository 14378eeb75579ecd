import { randomInt } from 'node:crypto';
import { schema } from '@skyparcel/db';
import type { UserStatusUpdate } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '../../modules/mail';
import { endUserSessions } from '../../modules/sessions';
import type { SessionUser } from '../../plugins/auth';

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/** 'SP' + 6 digits, unused; retried on the rare collision. */
async function newSuiteNumber(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `SP${randomInt(100_000, 1_000_000)}`;
    const [taken] = await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.suiteNumber, candidate));
    if (!taken) {
      return candidate;
    }
  }
  throw new Error('no free suite number after 20 tries');
}

/**
 * PUT /UserProfile/{id}/update-status (ADMIN): approve, reject, activate or deactivate. Approval
 * gives the suite number and a locker at every active warehouse; the user is e-mailed on
 * approval and rejection; every change is audited with who made it.
 */
export async function updateUserStatus(
  app: FastifyInstance,
  actor: SessionUser,
  userId: string,
  update: UserStatusUpdate,
) {
  if (userId === actor.id) {
    throw new AppError('OWN_ACCOUNT_CHANGE');
  }
  const result = await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .for('update');
    if (!before) {
      throw new AppError('USER_NOT_FOUND');
    }
    const approving = update.isApproved === true && !before.isApproved;
    const changes = {
      ...update,
      ...(update.isApproved ? { isRejected: false } : {}),
      ...(update.isRejected ? { isApproved: false } : {}),
      ...(approving && !before.suiteNumber ? { suiteNumber: await newSuiteNumber(tx) } : {}),
      updatedAt: new Date(),
    };
    const [after] = await tx
      .update(schema.users)
      .set(changes)
      .where(eq(schema.users.id, userId))
      .returning();
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
    await tx.insert(schema.auditLog).values({
      actorUserId: actor.id,
      action: 'user.update-status',
      targetUserId: userId,
      details: update,
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
    await app.mailer.send({
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
