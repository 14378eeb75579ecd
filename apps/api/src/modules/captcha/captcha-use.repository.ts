import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';

/**
 * Records that an ALTCHA challenge's solution was used: true the first time, false for every
 * replay. One conditional insert, so two processes given the same solution cannot both pass.
 */
export async function claimCaptchaUse(db: Db, challengeId: string): Promise<boolean> {
  const inserted = await db
    .insert(schema.captchaUses)
    .values({ challengeId })
    .onConflictDoNothing()
    .returning({ challengeId: schema.captchaUses.challengeId });
  return inserted.length === 1;
}
