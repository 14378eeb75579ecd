import { randomBytes } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hasHourlySendsLeft } from '../../lib/hourly-send-limit';
import type { DbOrTx } from '../../lib/tx';
import { hashToken } from '../sessions';

export type EmailTokenPurpose = (typeof schema.emailTokenPurpose.enumValues)[number];

/** A new link token (256 random bits); any older unused token of the same purpose dies. */
export async function createEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
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
export async function consumeEmailToken(db: DbOrTx, token: string, purpose: EmailTokenPurpose) {
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

/**
 * The user id of a link token that is still good for `purpose` (known, unused, not expired),
 * without using it up: the caller spends it with `consumeEmailToken` once the change it allows
 * is accepted.
 */
export async function findLiveEmailToken(db: DbOrTx, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select({ userId: schema.emailTokens.userId })
    .from(schema.emailTokens)
    .where(
      and(
        eq(schema.emailTokens.tokenHash, hashToken(token)),
        eq(schema.emailTokens.purpose, purpose),
        isNull(schema.emailTokens.usedAt),
        gt(schema.emailTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId;
}

/**
 * True while fewer than `max` tokens of `purpose` were made for the user in the last hour (the
 * per-account cap on e-mailed links). Run it after locking the user's row, in the transaction
 * that makes the next token, so parallel calls cannot pass the cap.
 */
export async function hasEmailTokenSendsLeft(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  max: number,
) {
  const tokens = schema.emailTokens;
  const log = {
    table: tokens,
    userId: tokens.userId,
    createdAt: tokens.createdAt,
    where: eq(tokens.purpose, purpose),
  };
  return hasHourlySendsLeft(db, log, userId, max);
}
