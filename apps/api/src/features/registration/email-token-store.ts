import { randomBytes } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';
import { hashToken } from '../../modules/sessions';

type Purpose = (typeof schema.emailTokenPurpose.enumValues)[number];

/** A new link token (256 random bits); any older unused token of the same purpose dies. */
export async function createEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: Purpose,
  ttlHours: number,
) {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(schema.emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(schema.emailTokens.userId, userId),
          eq(schema.emailTokens.purpose, purpose),
          isNull(schema.emailTokens.usedAt),
        ),
      );
    await tx.insert(schema.emailTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlHours * 60 * 60_000),
    });
  });
  return token;
}

/** Uses a token once: answers its user id, or undefined when unknown, used or expired. */
export async function consumeEmailToken(db: DbOrTx, token: string, purpose: Purpose) {
  const [row] = await db
    .update(schema.emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(schema.emailTokens.tokenHash, hashToken(token)),
        eq(schema.emailTokens.purpose, purpose),
        isNull(schema.emailTokens.usedAt),
        gt(schema.emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: schema.emailTokens.userId });
  return row?.userId;
}
