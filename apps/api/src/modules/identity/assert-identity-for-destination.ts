import { AppError } from '@skyparcel/domain/errors';
import { requiresVerifiedIdentity } from '@skyparcel/domain/profile';
import type { DbOrTx } from '../../lib/tx';
import { findIdentity } from './identity.repository';

/**
 * Issue 14, decision 047: a ship request to a destination whose customs need the consignee's
 * identity (SA, KW) waits until staff verified the customer's (IDENTITY_NOT_VERIFIED; the
 * wizard links to the profile). Other destinations ship as before.
 */
export async function assertIdentityForDestination(
  db: DbOrTx,
  userId: string,
  destinationCountryCode: string,
): Promise<void> {
  if (!requiresVerifiedIdentity(destinationCountryCode)) {
    return;
  }
  const identity = await findIdentity(db, userId);
  if (identity?.status !== 'verified') {
    throw new AppError('IDENTITY_NOT_VERIFIED');
  }
}
