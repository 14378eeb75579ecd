import { schema } from '@skyparcel/db';
import type { DbOrTx } from '../../lib/tx';

const { accountCredits } = schema;

/** The negative ledger row of account credit a paid ship request used. */
export async function spendAccountCredit(
  tx: DbOrTx,
  spend: { userId: string; amountMinor: number; currency: string; reason: string },
) {
  if (spend.amountMinor <= 0) {
    return;
  }
  await tx.insert(accountCredits).values({
    userId: spend.userId,
    amountMinor: -spend.amountMinor,
    currency: spend.currency,
    reason: spend.reason,
  });
}
