import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { users } = schema;

/** Customers and business users get offers; staff, admins and integrations never do. */
const OFFER_ROLES: Role[] = ['CUSTOMER', 'SHIPPER', 'SHIPPER ADMIN'];

/**
 * Who the latest-offers e-mail goes to (decision 056): active accounts with a confirmed e-mail
 * that opted in. An erased account is inactive and opted out (048), so it never qualifies.
 */
const isOfferRecipient = and(
  inArray(users.role, OFFER_ROLES),
  eq(users.isActive, true),
  isNotNull(users.emailConfirmedAt),
  eq(users.receiveOffersAndPromotions, true),
);

export type OfferRecipient = {
  id: string;
  email: string;
  firstName: string;
  preferredLocale: string;
};

/** One batch of recipients after `afterId`, in id order (keyset pages: no offset to drift). */
export async function listOfferRecipients(
  db: DbOrTx,
  { afterId, limit }: { afterId: string | null; limit: number },
): Promise<OfferRecipient[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      preferredLocale: users.preferredLocale,
    })
    .from(users)
    .where(afterId ? and(isOfferRecipient, gt(users.id, afterId)) : isOfferRecipient)
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function countOfferRecipients(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(isOfferRecipient);
  return row?.total ?? 0;
}
