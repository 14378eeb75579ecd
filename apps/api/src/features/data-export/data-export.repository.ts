import { schema } from '@skyparcel/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const {
  users,
  contacts,
  packages,
  packageLineItems,
  shipRequests,
  shipRequestPackages,
  payments,
  savedCards,
  notifications,
  auditLog,
  userShippingPreferences,
} = schema;

/**
 * Everything the portal holds about one user, each query with the user in its `where` (issue
 * 14, decision 048). Secrets stay out: the password hash, the authenticator secret, the
 * gateway's card token and payment idempotency keys are ours, not the customer's data.
 */
export async function findUserDataForExport(db: DbOrTx, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      role: users.role,
      suiteNumber: users.suiteNumber,
      preferredLocale: users.preferredLocale,
      targetCurrency: users.targetCurrency,
      receiveOffersAndPromotions: users.receiveOffersAndPromotions,
      shipmentStatusEmails: users.shipmentStatusEmails,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));

  const [addresses, ownPackages, ownShipRequests, ownPayments, cards, notices, audit, preferences] =
    await Promise.all([
      db
        .select()
        .from(contacts)
        .where(eq(contacts.userId, userId))
        .orderBy(asc(contacts.createdAt)),
      db
        .select()
        .from(packages)
        .where(eq(packages.userId, userId))
        .orderBy(asc(packages.createdAt)),
      db
        .select()
        .from(shipRequests)
        .where(eq(shipRequests.userId, userId))
        .orderBy(asc(shipRequests.createdAt)),
      db
        .select({
          orderCode: payments.orderCode,
          status: payments.status,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          discountsMinor: payments.discountsMinor,
          chargedTo: payments.chargedTo,
          failureReason: payments.failureReason,
          settledAt: payments.settledAt,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.createdAt)),
      db
        .select({
          brand: savedCards.brand,
          last4: savedCards.last4,
          expiryMonth: savedCards.expiryMonth,
          expiryYear: savedCards.expiryYear,
          label: savedCards.label,
          isDefault: savedCards.isDefault,
          createdAt: savedCards.createdAt,
        })
        .from(savedCards)
        .where(eq(savedCards.userId, userId)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
      db
        .select({
          action: auditLog.action,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.targetUserId, userId))
        .orderBy(asc(auditLog.createdAt)),
      db
        .select({ code: userShippingPreferences.optionCode })
        .from(userShippingPreferences)
        .where(eq(userShippingPreferences.userId, userId)),
    ]);

  const packageIds = ownPackages.map((row) => row.id);
  const requestIds = ownShipRequests.map((row) => row.id);
  const [lineItems, requestPackages] = await Promise.all([
    packageIds.length
      ? db.select().from(packageLineItems).where(inArray(packageLineItems.packageId, packageIds))
      : [],
    requestIds.length
      ? db
          .select()
          .from(shipRequestPackages)
          .where(inArray(shipRequestPackages.shipRequestId, requestIds))
      : [],
  ]);

  return {
    profile,
    addresses,
    packages: ownPackages.map((row) => ({
      ...row,
      lineItems: lineItems.filter((item) => item.packageId === row.id),
    })),
    shipRequests: ownShipRequests.map((row) => ({
      ...row,
      packageIds: requestPackages
        .filter((link) => link.shipRequestId === row.id)
        .map((link) => link.packageId),
    })),
    payments: ownPayments,
    savedCards: cards,
    shippingPreferences: preferences.map((row) => row.code),
    notifications: notices,
    auditEntries: audit,
  };
}
