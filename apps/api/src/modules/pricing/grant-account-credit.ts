import { schema } from '@skyparcel/db';
import type { DbOrTx } from '../../lib/tx';

/**
 * A positive row of the customer's account credit ledger (decision 039): what a refund or a
 * goodwill gesture gives. The demo seeds grant the credit their demo shipments are paid with.
 */
export async function grantAccountCredit(
  db: DbOrTx,
  grant: { userId: string; amountMinor: number; currency: string; reason: string },
) {
  if (grant.amountMinor <= 0) {
    return;
  }
  await db.insert(schema.accountCredits).values(grant);
}
