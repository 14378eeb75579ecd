import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { ADMIN_ACCESS_CODE_TTL_SECONDS, OPERATOR_ROLES } from '@skyparcel/domain/accounts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';
import type { UserRow } from '../../modules/users';

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A new one-time code (256 random bits) for `adminUserId` to open `customerUserId`'s portal. */
export async function issueAdminAccessCode(
  db: Db,
  adminUserId: string,
  customerUserId: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ADMIN_ACCESS_CODE_TTL_SECONDS * 1000);
  await db
    .insert(schema.adminReturnCodes)
    .values({ codeHash: hashCode(code), adminUserId, customerUserId, expiresAt });
  return { code, expiresAt };
}

/**
 * Uses a code up in one statement, so two parallel exchanges cannot both win; answers who issued
 * it for whom, or undefined when it is unknown, used or expired.
 */
export async function consumeAdminAccessCode(db: DbOrTx, code: string) {
  const [row] = await db
    .update(schema.adminReturnCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(schema.adminReturnCodes.codeHash, hashCode(code)),
        isNull(schema.adminReturnCodes.usedAt),
        gt(schema.adminReturnCodes.expiresAt, new Date()),
      ),
    )
    .returning({
      adminUserId: schema.adminReturnCodes.adminUserId,
      customerUserId: schema.adminReturnCodes.customerUserId,
    });
  return row;
}

/**
 * Whose portal an operator may open: an active, approved, not rejected customer or shipper.
 * Never STAFF, ADMIN or BOT, which would hand over another operator's rights (ADR 017).
 */
export function isOpenableAccount(user: UserRow): boolean {
  return (
    !OPERATOR_ROLES.includes(user.role) &&
    user.role !== 'BOT' &&
    user.isActive &&
    user.isApproved &&
    !user.isRejected
  );
}
