import { schema } from '@skyparcel/db';
import { sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
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
  await recordAudits(tx, [entry]);
}

/** Many entries of one change (a carrier's scan file moving many requests), in few statements. */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]) {
  const rows = entries.map((entry) => ({
    actorUserId: entry.actor,
    action: entry.action,
    targetUserId: entry.subject,
    details: entry.detail ?? {},
  }));
  // One JSON parameter per 5,000 rows (lib/json-rows): a scan file moves thousands of requests.
  for (let start = 0; start < rows.length; start += 5_000) {
    await tx.execute(sql`
      insert into ${schema.auditLog} (actor_user_id, action, target_user_id, details)
      select "actorUserId", action, "targetUserId", details
      from jsonb_to_recordset(${jsonRows(rows.slice(start, start + 5_000))}) as r(
        "actorUserId" uuid, action text, "targetUserId" uuid, details jsonb)`);
  }
}
