import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';
import { eraseIdentityRows } from '../../modules/identity';

const {
  users,
  contacts,
  savedCards,
  notifications,
  userShippingPreferences,
  userCoupons,
  loyaltyIdentities,
  emailTokens,
  passwordHistory,
  mailOutbox,
} = schema;

/**
 * Erases a user's personal data inside the operator's transaction (decision 048). The row
 * stays, anonymised, because invoices, payments, ship requests and packages point at it and the
 * law keeps those (bookkeeping); what only served the customer goes: address book, saved cards,
 * notifications, preferences, coupons, loyalty link, link tokens, password history, the mails to
 * them, and the identity for customs with its scans (decision 047). It answers the scans' stored
 * names: the caller removes the files once the transaction has committed. Every table of personal data is named here, so a new one is added in one place.
 */
export async function erasePersonalData(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<{ identityScans: string[] }> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) {
    throw new Error(`no user ${userId} to erase`);
  }
  await tx
    .update(users)
    .set({
      // Unique and not deliverable (.invalid, RFC 2606): the e-mail is free to register again.
      email: `erased-${userId}@erased.invalid`,
      firstName: 'Erased',
      middleName: null,
      dateOfBirth: null,
      registeredCountryCode: null,
      pendingEmail: null,
      lastName: 'Erased',
      passwordHash: null,
      isActive: false,
      receiveOffersAndPromotions: false,
      shipmentStatusEmails: false,
      invoicePaymentEmails: false,
      airlineCode: null,
      totpSecretEncrypted: null,
      totpLastStep: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(contacts).where(eq(contacts.userId, userId));
  await tx.delete(savedCards).where(eq(savedCards.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(userShippingPreferences).where(eq(userShippingPreferences.userId, userId));
  await tx.delete(userCoupons).where(eq(userCoupons.userId, userId));
  await tx.delete(loyaltyIdentities).where(eq(loyaltyIdentities.userId, userId));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx.delete(passwordHistory).where(eq(passwordHistory.userId, userId));
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
  return { identityScans: await eraseIdentityRows(tx, userId) };
}
