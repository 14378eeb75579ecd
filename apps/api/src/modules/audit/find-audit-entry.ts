import { schema } from '@skyparcel/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { auditLog } = schema;

/**
 * The latest audit entry of an action whose detail contains `detail` (jsonb `@>`): what a pass
 * finishing an interrupted change reads of the intent recorded when it began (decision 051).
 * Rare by design, so it needs no index of its own beyond the action's filter.
 */
export async function findAuditEntry(
  db: DbOrTx,
  { action, detail }: { action: string; detail: Record<string, string> },
) {
  const [row] = await db
    .select({ actor: auditLog.actorUserId, detail: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        sql`${auditLog.details} @> ${JSON.stringify(detail)}::jsonb`,
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}
