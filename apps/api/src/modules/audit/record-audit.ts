import { schema } from '@skyparcel/db';
import type { DbOrTx } from '../../lib/tx';

export type AuditEntry = {
  /** Who did it: the signed-in user, or null for the system (a job, a command). */
  actor: string | null;
  /** `<subject>.<verb>`, such as `package.change-status` or `user.set-role`. */
  action: string;
  /** The user the action was about, so an account's history is one indexed query. */
  subject: string | null;
  detail?: Record<string, unknown>;
};

/**
 * The one way to write the audit trail. Pass the transaction of the change itself, so the change
 * and its audit row are stored together or not at all.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(schema.auditLog).values({
    actorUserId: entry.actor,
    action: entry.action,
    targetUserId: entry.subject,
    details: entry.detail ?? {},
  });
}
