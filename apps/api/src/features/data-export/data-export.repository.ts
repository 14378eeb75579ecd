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
  invoices,
  invoiceLines,
  invoicePayments,
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
      invoicePaymentEmails: users.invoicePaymentEmails,
      dateOfBirth: users.dateOfBirth,
      registeredCountryCode: users.registeredCountryCode,
      pendingEmail: users.pendingEmail,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));

  const [
    addresses,
    ownPackages,
    ownShipRequests,
    ownPayments,
    cards,
    notices,
    audit,
    preferences,
    ownInvoices,
  ] = await Promise.all([
    db.select().from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.createdAt)),
    db.select().from(packages).where(eq(packages.userId, userId)).orderBy(asc(packages.createdAt)),
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
    // The invoices issued to the user (the company's others are the company's, not theirs).
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
  ]);

  const packageIds = ownPackages.map((row) => row.id);
  const requestIds = ownShipRequests.map((row) => row.id);
  const invoiceIds = ownInvoices.map((row) => row.id);
  const [lineItems, requestPackages, lines, invoiceMoney] = await Promise.all([
    packageIds.length
      ? db.select().from(packageLineItems).where(inArray(packageLineItems.packageId, packageIds))
      : [],
    requestIds.length
      ? db
          .select()
          .from(shipRequestPackages)
          .where(inArray(shipRequestPackages.shipRequestId, requestIds))
      : [],
    invoiceIds.length
      ? db
          .select()
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, invoiceIds))
          .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position))
      : [],
    invoiceIds.length
      ? db
          .select({
            invoiceId: invoicePayments.invoiceId,
            method: invoicePayments.method,
            amountMinor: invoicePayments.amountMinor,
            responseCode: invoicePayments.responseCode,
            responseText: invoicePayments.responseText,
            transactionId: invoicePayments.transactionId,
            chargedTo: invoicePayments.chargedTo,
            paidAt: invoicePayments.paidAt,
          })
          .from(invoicePayments)
          .where(inArray(invoicePayments.invoiceId, invoiceIds))
          .orderBy(asc(invoicePayments.paidAt))
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
    // The operator who made one is named on the invoice page, not by an account id here.
    invoices: ownInvoices.map(({ doneBy: _operator, ...row }) => ({
      ...row,
      lines: lines
        .filter((line) => line.invoiceId === row.id)
        .map(({ invoiceId: _invoice, ...line }) => line),
      payments: invoiceMoney
        .filter((payment) => payment.invoiceId === row.id)
        .map(({ invoiceId: _invoice, ...payment }) => payment),
    })),
    savedCards: cards,
    shippingPreferences: preferences.map((row) => row.code),
    notifications: notices,
    auditEntries: audit,
  };
}
