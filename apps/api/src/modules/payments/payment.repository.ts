import { randomBytes } from 'node:crypto';
import { schema } from '@skyparcel/db';
import type { PaymentFailureReason } from '@skyparcel/domain/payments';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';
import { ownedByViewer, type Viewer } from '../users';

const { payments, paymentItems, paymentInvoiceItems } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentItemRow = typeof paymentItems.$inferSelect;
export type PaymentInvoiceItemRow = typeof paymentInvoiceItems.$inferSelect;

/** The index that keeps one open payment per invoice (decision 049). */
export const ONE_OPEN_INVOICE_PAYMENT_INDEX = 'payment_invoice_items_one_open_per_invoice';

/** The index that keeps one open payment per ship request (a newer one supersedes it). */
export const ONE_OPEN_PAYMENT_INDEX = 'payment_items_one_open_per_ship_request';

/** `PAY-` and 12 unguessable characters: the return address's order code. */
export function newOrderCode(): string {
  return `PAY-${randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;
}

export async function insertPayment(
  tx: DbOrTx,
  values: typeof payments.$inferInsert,
  items: {
    shipRequestId: string;
    orderNumber: string;
    amountMinor: number;
    discountsMinor: number;
    couponCode: string | null;
    creditMinor: number;
  }[],
  invoiceItems: Omit<PaymentInvoiceItemRow, 'paymentId' | 'isOpen' | 'isPaid'>[] = [],
): Promise<PaymentRow> {
  const [payment] = await tx.insert(payments).values(values).returning();
  if (!payment) {
    throw new Error('payment not inserted');
  }
  if (items.length > 0) {
    await tx.insert(paymentItems).values(items.map((item) => ({ ...item, paymentId: payment.id })));
  }
  if (invoiceItems.length > 0) {
    await tx
      .insert(paymentInvoiceItems)
      .values(invoiceItems.map((item) => ({ ...item, paymentId: payment.id })));
  }
  return payment;
}

/**
 * The open payments of these ship requests, locked: a newer payment is about to replace them.
 * Payments of the same requests first queue on a transaction lock per request (in id order, so
 * two payments of overlapping requests cannot deadlock): the second sees the first's payment.
 */
export async function lockOpenPaymentsOf(
  tx: DbOrTx,
  shipRequestIds: string[],
  invoiceIds: string[] = [],
) {
  // Ship request and invoice ids are uuids of their own: one lock name space serves both.
  for (const id of [...shipRequestIds, ...invoiceIds].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${id}`}, 0))`);
  }
  const rows = [
    ...(shipRequestIds.length === 0
      ? []
      : await tx
          .selectDistinct({ id: paymentItems.paymentId })
          .from(paymentItems)
          .where(
            and(inArray(paymentItems.shipRequestId, shipRequestIds), eq(paymentItems.isOpen, true)),
          )),
    ...(invoiceIds.length === 0
      ? []
      : await tx
          .selectDistinct({ id: paymentInvoiceItems.paymentId })
          .from(paymentInvoiceItems)
          .where(
            and(
              inArray(paymentInvoiceItems.invoiceId, invoiceIds),
              eq(paymentInvoiceItems.isOpen, true),
            ),
          )),
  ];
  if (rows.length === 0) {
    return [];
  }
  return tx
    .select()
    .from(payments)
    .where(inArray(payments.id, [...new Set(rows.map((row) => row.id))]))
    .orderBy(asc(payments.id))
    .for('update');
}

/** Whether a succeeded payment already paid any of these ship requests. */
export async function anyAlreadyPaid(tx: DbOrTx, shipRequestIds: string[]) {
  if (shipRequestIds.length === 0) {
    return false;
  }
  const [row] = await tx
    .select({ id: paymentItems.shipRequestId })
    .from(paymentItems)
    .where(and(inArray(paymentItems.shipRequestId, shipRequestIds), eq(paymentItems.isPaid, true)))
    .limit(1);
  return row !== undefined;
}

/** The payment, locked until the transaction ends: settling it happens once. */
export async function lockPayment(tx: DbOrTx, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** The newest payment a call with this Idempotency-Key opened for this user, if it got that far. */
export async function findPaymentByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * Saved-card payments still pending that were opened before `openedBefore`: their charge's
 * call was cut off (a process died between opening and settling). Of some ship requests only,
 * when given.
 */
export async function findStalledCardPayments(
  db: DbOrTx,
  { openedBefore, shipRequestIds }: { openedBefore: Date; shipRequestIds?: string[] },
) {
  const scope =
    shipRequestIds === undefined
      ? undefined
      : inArray(
          payments.id,
          db
            .select({ id: paymentItems.paymentId })
            .from(paymentItems)
            .where(
              and(
                inArray(paymentItems.shipRequestId, shipRequestIds),
                eq(paymentItems.isOpen, true),
              ),
            ),
        );
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.savedCardId),
        lt(payments.createdAt, openedBefore),
        scope,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(100);
}

export async function findPaymentByOrderCode(db: DbOrTx, orderCode: string) {
  const [row] = await db.select().from(payments).where(eq(payments.orderCode, orderCode));
  return row;
}

/** The payment if the viewer may see it: theirs, or a business colleague's (decision 053). */
export async function findOwnedPayment(
  db: DbOrTx,
  viewer: Viewer,
  by: { id: string } | { orderCode: string },
) {
  if ('id' in by && !isUuid(by.id)) {
    return undefined;
  }
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        ownedByViewer(payments.userId, viewer),
        'id' in by ? eq(payments.id, by.id) : eq(payments.orderCode, by.orderCode),
      ),
    );
  return row;
}

/** Whether a payment of this id or order code exists at all (to tell 403 from 404). */
export async function paymentExists(db: DbOrTx, by: { id: string } | { orderCode: string }) {
  if ('id' in by && !isUuid(by.id)) {
    return false;
  }
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where('id' in by ? eq(payments.id, by.id) : eq(payments.orderCode, by.orderCode));
  return row !== undefined;
}

export function listPaymentItems(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(asc(paymentItems.shipRequestId));
}

/** The invoices a payment pays (decision 049). */
export function listPaymentInvoiceItems(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(paymentInvoiceItems)
    .where(eq(paymentInvoiceItems.paymentId, paymentId))
    .orderBy(asc(paymentInvoiceItems.invoiceId));
}

export async function setGatewayReference(tx: DbOrTx, paymentId: string, reference: string) {
  await tx.update(payments).set({ gatewayReference: reference }).where(eq(payments.id, paymentId));
}

export async function markPaymentSucceeded(
  tx: DbOrTx,
  paymentId: string,
  change: { transactionId: string; chargedTo: string; settledAt: Date },
) {
  const [row] = await tx
    .update(payments)
    .set({ status: 'succeeded', ...change })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  await tx
    .update(paymentItems)
    .set({ isOpen: false, isPaid: true })
    .where(eq(paymentItems.paymentId, paymentId));
  await tx
    .update(paymentInvoiceItems)
    .set({ isOpen: false, isPaid: true })
    .where(eq(paymentInvoiceItems.paymentId, paymentId));
  return row;
}

export async function markPaymentFailed(
  tx: DbOrTx,
  paymentIds: string[],
  change: {
    failureReason: PaymentFailureReason;
    settledAt: Date;
    chargedTo?: string | null;
    transactionId?: string | null;
  },
) {
  if (paymentIds.length === 0) {
    return;
  }
  await tx
    .update(payments)
    .set({ status: 'failed', ...change })
    .where(and(inArray(payments.id, paymentIds), eq(payments.status, 'pending')));
  await tx
    .update(paymentItems)
    .set({ isOpen: false })
    .where(inArray(paymentItems.paymentId, paymentIds));
  await tx
    .update(paymentInvoiceItems)
    .set({ isOpen: false })
    .where(inArray(paymentInvoiceItems.paymentId, paymentIds));
}

export async function recordRefund(tx: DbOrTx, paymentId: string, refundId: string) {
  await tx.update(payments).set({ refundId }).where(eq(payments.id, paymentId));
}

/**
 * What the customer paid for the ship requests holding a package: the sum of the succeeded
 * payments' items of those requests, per currency.
 */
export function sumPaidForShipRequests(db: DbOrTx, shipRequestIds: string[]) {
  return db
    .select({
      currency: payments.currency,
      amountMinor: sql<number>`coalesce(sum(${paymentItems.amountMinor}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(and(inArray(paymentItems.shipRequestId, shipRequestIds), eq(paymentItems.isPaid, true)))
    .groupBy(payments.currency);
}
