import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { findUserByEmail } from '../users';
import { insertCardOnce } from './saved-card.repository';

/** The demo customer's saved sandbox card: a 4242… Visa (it always succeeds). */
export const DEMO_SANDBOX_TOKEN = 'tok_sandbox_demo_visa_4242';

/**
 * The demo customer has a saved sandbox card (issue 11, demo data), so "pay with a saved card"
 * works on a fresh `npm start`. Only with the sandbox gateway, whose token it is; running twice
 * changes nothing.
 */
export async function seedDemoSavedCard(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    return;
  }
  const card = {
    token: DEMO_SANDBOX_TOKEN,
    brand: 'visa' as const,
    last4: '4242',
    expiryMonth: 12,
    // Valid for four more years from the seed's day, whatever the day (decision 057).
    expiryYear: now.getUTCFullYear() + 4,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.sandboxCardTokens)
      .values({ ...card, behaviour: 'succeeds' })
      .onConflictDoNothing();
    await insertCardOnce(tx, user.id, 'sandbox', card, true);
  });
}
