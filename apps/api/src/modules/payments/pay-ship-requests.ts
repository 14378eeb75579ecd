import { AppError } from '@skyparcel/domain/errors';
import { spreadCreditOverInvoices } from '@skyparcel/domain/invoices';
import type { PayInvoicesAnswer, PayInvoicesInput } from '@skyparcel/domain/payments';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit';
import { findPayableInvoices, type InvoiceRow, listOwedInvoices, lockInvoices } from '../invoices';
import { creditBalanceOf } from '../pricing';
import type { Viewer } from '../users';
import { describeCoverage } from './describe-coverage';
import type { PayableShipRequest } from './payable-ship-requests';
import {
  anyAlreadyPaid,
  insertPayment,
  lockOpenPaymentsOf,
  markPaymentFailed,
  newOrderCode,
  ONE_OPEN_INVOICE_PAYMENT_INDEX,
  ONE_OPEN_PAYMENT_INDEX,
  type PaymentRow,
  setGatewayReference,
} from './payment.repository';
import { notifyUrlOf, type PaymentDeps, returnUrlOf } from './payment-deps';
import {
  CHARGE_IN_FLIGHT_MS,
  chargeSavedCardOnce,
  recoverStalledCardPayments,
  resumeKeyedPayment,
} from './resume-card-payment';
import { findOwnedCard, type SavedCardRow } from './saved-card.repository';
import { settleInTransaction } from './settle-payment';
import { withIdempotencyKey } from './with-idempotency-key';

/** Who pays: a viewer (a business user pays their company's requests, decision 053). */
export type Payer = Viewer & { actingAdminId: string | null };

const OPEN_PAYMENT_RACE_ATTEMPTS = 3;
/** The `gateway` of a payment that credit or a coupon covered whole (no adapter took part). */
export const COVERED_GATEWAY = 'covered';

/** An invoice a payment pays: the card's share and the account credit spent on it. */
type InvoiceShare = {
  invoiceId: string;
  invoiceNumber: string;
  outstandingMinor: number;
  creditMinor: number;
  amountMinor: number;
};

type PayRequest = {
  ids: string[];
  invoiceIds: string[];
  useCredit: boolean;
  savedCardId: string | null;
  saveCard: boolean;
  idempotencyKey: string;
};

/**
 * POST /payment/invoices (issue 11): one payment for the caller's payable ship requests, in one
 * currency, then the gateway's hosted page or a saved card's charge. The Idempotency-Key makes a
 * double click or two tabs one payment; a newer payment of the same requests supersedes an
 * older hosted one, so only one can succeed (a late success of the old one is refunded).
 */
export async function payShipRequests(
  deps: PaymentDeps,
  payer: Payer,
  body: PayInvoicesInput,
  idempotencyKey: string,
): Promise<PayInvoicesAnswer> {
  const ids = [...new Set(body.shipRequestIds ?? [])].sort();
  const invoiceIds = [...new Set(body.invoiceIds ?? [])].sort();
  const useCredit = body.useCredit ?? false;
  const request = { ids, savedCardId: body.savedCardId ?? null, saveCard: body.saveCard ?? false };
  // A call of ship requests alone hashes as it always did: a retry across the upgrade matches.
  const hashed = invoiceIds.length > 0 ? { ...request, invoiceIds, useCredit } : request;
  return withIdempotencyKey(
    deps.db,
    { userId: payer.id, scope: 'payment.invoices', key: idempotencyKey },
    hashed,
    async ({ isRetaken }) => {
      // The first call with this key died mid-way (its process was killed): what it opened is
      // carried on, never opened twice (decision 074).
      const resumed =
        isRetaken && deps.gateway
          ? await resumeKeyedPayment({ ...deps, gateway: deps.gateway }, payer.id, idempotencyKey)
          : undefined;
      return resumed ?? pay(deps, payer, { ...request, invoiceIds, useCredit, idempotencyKey });
    },
  );
}

async function pay(
  deps: PaymentDeps,
  payer: Payer,
  request: PayRequest,
): Promise<PayInvoicesAnswer> {
  const { db, gateway, publicUrl } = deps;
  await refuseUnusableCoupons(deps, payer, request.ids);
  const payables = request.ids.length > 0 ? await currentPayables(deps, payer, request.ids) : [];
  const invoices = await findPayableInvoices(db, payer, request.invoiceIds);
  const currencies = new Set([
    ...payables.map((payable) => payable.currency),
    ...invoices.map((invoice) => invoice.currency),
  ]);
  const [currency] = currencies;
  if (currency === undefined || currencies.size > 1) {
    throw new AppError('PAYMENT_MIXED_CURRENCIES');
  }
  if (payables.length > 0) {
    await refuseWhileOverdue(deps, payer, request.invoiceIds);
  }
  await refuseSpentCredit(deps, payer, payables);
  const shares = await invoiceShares(deps, payer.id, invoices, payables, request.useCredit);
  if (
    payables.every((payable) => payable.totalMinor === 0) &&
    shares.every((share) => share.amountMinor === 0)
  ) {
    // Credit or a coupon covers it all: paid at once, no card and no gateway (decision 039).
    const covered = await openPayment(deps, payer, payables, shares, currency, undefined, {
      saveCard: false,
      idempotencyKey: request.idempotencyKey,
    });
    return {
      paymentId: covered.id,
      orderCode: covered.orderCode,
      payNowUrl: returnUrlOf(publicUrl, covered.orderCode),
    };
  }
  if (!gateway) {
    throw new AppError('PAYMENTS_UNAVAILABLE');
  }
  const card = request.savedCardId
    ? await findOwnedCard(db, payer.id, request.savedCardId)
    : undefined;
  if (request.savedCardId && !card) {
    throw new AppError('CREDIT_CARD_FORBIDDEN');
  }
  // A charge a dead process left in flight ends first: superseding it could leave it unpaid for.
  await recoverStalledCardPayments(deps, request.ids);
  const payment = await openPayment(deps, payer, payables, shares, currency, card, request);
  const returnUrl = returnUrlOf(publicUrl, payment.orderCode);
  const notifyUrl = notifyUrlOf(publicUrl);
  const answer = (payNowUrl: string) => ({
    paymentId: payment.id,
    orderCode: payment.orderCode,
    payNowUrl,
  });

  if (!card) {
    const session = await gateway.createHostedSession({
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      reference: payment.orderCode,
      returnUrl,
      notifyUrl,
      saveCard: request.saveCard,
    });
    await setGatewayReference(db, payment.id, session.sessionId);
    return answer(session.redirectUrl);
  }

  return answer(await chargeSavedCardOnce({ ...deps, gateway }, payment, card));
}

/**
 * The caller's ship requests, each still awaiting payment, with a live quote: an expired quote
 * is refreshed, and a price that moved meanwhile is refused (the customer sees the new total
 * first, in the cart).
 */
async function currentPayables(deps: PaymentDeps, viewer: Viewer, ids: string[]) {
  const found = await deps.shipRequests.findPayable(deps.db, { viewer, ids });
  if (found.length !== ids.length) {
    throw new AppError('SHIP_REQUEST_NOT_PAYABLE');
  }
  const now = deps.clock();
  const current: PayableShipRequest[] = [];
  for (const payable of found) {
    if (payable.quoteExpiresAt.getTime() > now.getTime()) {
      current.push(payable);
      continue;
    }
    const refreshed = await deps.shipRequests.refreshQuote(
      { db: deps.db, clock: deps.clock },
      { viewer, id: payable.id },
    );
    if (!refreshed) {
      throw new AppError('SHIP_REQUEST_NOT_PAYABLE');
    }
    if (refreshed.totalMinor !== payable.totalMinor || refreshed.currency !== payable.currency) {
      throw new AppError('PAYMENT_PRICE_CHANGED');
    }
    current.push(refreshed);
  }
  return current;
}

/**
 * A request priced with a coupon that can no longer be used (its last use taken; deactivated or
 * expired once its quote's 24 hours are over) is priced again without it before any card is
 * charged, and the payment refused with the coupon's name (PAYMENT_COUPON_REMOVED): the cart then
 * shows the new total. Charging first would fail at settlement and refund, on every attempt
 * (issue 27).
 */
async function refuseUnusableCoupons(deps: PaymentDeps, payer: Viewer, ids: string[]) {
  const dropped: string[] = [];
  for (const id of ids) {
    const coupon = await deps.shipRequests.dropUnusableCoupon(
      { db: deps.db, clock: deps.clock },
      { viewer: payer, id },
    );
    if (coupon) {
      dropped.push(coupon.code);
    }
  }
  if (dropped.length > 0) {
    throw new AppError('PAYMENT_COUPON_REMOVED', { params: { code: dropped.join(', ') } });
  }
}

/**
 * Issue 13's debts rule: while an invoice is overdue, no ship request is paid unless the same
 * payment pays every overdue invoice too (INVOICE_OVERDUE names the first one left out).
 */
async function refuseWhileOverdue(deps: PaymentDeps, payer: Payer, payingInvoiceIds: string[]) {
  const now = deps.clock();
  // The company's overdue invoices too: the payer's cart lists them beside its requests.
  const overdue = (await listOwedInvoices(deps.db, payer)).find(
    (invoice) =>
      invoice.dueAt !== null &&
      invoice.dueAt.getTime() < now.getTime() &&
      !payingInvoiceIds.includes(invoice.id),
  );
  if (overdue) {
    throw new AppError('INVOICE_OVERDUE', { params: { number: overdue.number } });
  }
}

/**
 * What each invoice asks of the card: its outstanding, less the account credit when the
 * customer chose to spend it (what the requests' quotes already count is left to them).
 */
async function invoiceShares(
  deps: PaymentDeps,
  userId: string,
  invoices: InvoiceRow[],
  payables: PayableShipRequest[],
  useCredit: boolean,
): Promise<InvoiceShare[]> {
  const [first] = invoices;
  let credit = 0;
  if (useCredit && first) {
    const quoted = payables.reduce((sum, payable) => sum + (payable.creditMinor ?? 0), 0);
    credit = Math.max(0, (await creditBalanceOf(deps.db, userId, first.currency)) - quoted);
  }
  const credits = spreadCreditOverInvoices(
    credit,
    invoices.map((invoice) => invoice.outstandingMinor),
  );
  return invoices.map((invoice, index) => {
    const creditMinor = credits[index] ?? 0;
    return {
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      outstandingMinor: invoice.outstandingMinor,
      creditMinor,
      amountMinor: invoice.outstandingMinor - creditMinor,
    };
  });
}

/**
 * Each quote counts the customer's whole credit balance, so two unpaid requests can both have
 * quoted it. Before charging: a request whose credit alone is no longer there is priced again
 * (the cart shows the new total: PAYMENT_PRICE_CHANGED); requests that each fit but not together
 * are refused (PAYMENT_CREDIT_SHORT: pay them one at a time). Settling checks it again, locked.
 */
async function refuseSpentCredit(deps: PaymentDeps, payer: Viewer, payables: PayableShipRequest[]) {
  const credited = payables.filter((payable) => (payable.creditMinor ?? 0) > 0);
  const [first] = credited;
  if (!first) {
    return;
  }
  const needed = credited.reduce((sum, payable) => sum + (payable.creditMinor ?? 0), 0);
  const balance = await creditBalanceOf(deps.db, payer.id, first.currency);
  if (needed <= balance) {
    return;
  }
  const spent = credited.filter((payable) => (payable.creditMinor ?? 0) > balance);
  if (spent.length === 0) {
    throw new AppError('PAYMENT_CREDIT_SHORT');
  }
  for (const payable of spent) {
    await deps.shipRequests.refreshQuote(
      { db: deps.db, clock: deps.clock },
      { viewer: payer, id: payable.id, force: true },
    );
  }
  throw new AppError('PAYMENT_PRICE_CHANGED');
}

/**
 * Writes the payment and its items; an older open payment of the same requests is superseded
 * (its hosted page can no longer pay them), unless it is a saved card's charge still in flight.
 * Two at once: the unique index lets one in, the other runs again and supersedes it.
 */
async function openPayment(
  deps: PaymentDeps,
  payer: Payer,
  payables: PayableShipRequest[],
  shares: InvoiceShare[],
  currency: string,
  card: SavedCardRow | undefined,
  request: { saveCard: boolean; idempotencyKey: string },
): Promise<PaymentRow> {
  const { db, clock, gateway } = deps;
  const amountMinor =
    payables.reduce((sum, payable) => sum + payable.totalMinor, 0) +
    shares.reduce((sum, share) => sum + share.amountMinor, 0);
  const invoiceIds = shares.map((share) => share.invoiceId);
  const isCovered = amountMinor === 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const now = clock();
        const ids = payables.map((payable) => payable.id);
        const open = await lockOpenPaymentsOf(tx, ids, invoiceIds);
        // Another call paid them while this one waited for the lock.
        if (await anyAlreadyPaid(tx, ids)) {
          throw new AppError('SHIP_REQUEST_NOT_PAYABLE');
        }
        // Cancelled or changed in another tab since they were read: nothing is opened.
        if (payables.length > 0) {
          await deps.shipRequests.lockPayable(tx, {
            viewer: payer,
            charged: payables.map((payable) => ({
              id: payable.id,
              amountMinor: payable.totalMinor,
              currency: payable.currency,
            })),
          });
        }
        // An invoice paid or credited meanwhile owes another amount: nothing is opened.
        for (const invoice of await lockInvoices(tx, invoiceIds)) {
          const share = shares.find((each) => each.invoiceId === invoice.id);
          if (invoice.outstandingMinor === 0) {
            throw new AppError('INVOICE_ALREADY_PAID', { params: { number: invoice.number } });
          }
          if (invoice.outstandingMinor !== share?.outstandingMinor) {
            throw new AppError('PAYMENT_PRICE_CHANGED');
          }
        }
        if (
          open.some(
            (payment) =>
              payment.savedCardId !== null &&
              now.getTime() - payment.createdAt.getTime() < CHARGE_IN_FLIGHT_MS,
          )
        ) {
          throw new AppError('IDEMPOTENCY_KEY_IN_USE');
        }
        await markPaymentFailed(
          tx,
          open.map((payment) => payment.id),
          { failureReason: 'superseded', settledAt: now },
        );
        const payment = await insertPayment(
          tx,
          {
            userId: payer.id,
            orderCode: newOrderCode(),
            amountMinor,
            currency,
            discountsMinor: payables.reduce(
              (sum, payable) => sum + (payable.discountsMinor ?? 0),
              0,
            ),
            gateway: isCovered ? COVERED_GATEWAY : (gateway?.name ?? 'off'),
            savedCardId: card?.id ?? null,
            saveCard: card ? false : request.saveCard,
            idempotencyKey: request.idempotencyKey,
          },
          payables.map((payable) => ({
            shipRequestId: payable.id,
            orderNumber: payable.orderNumber,
            amountMinor: payable.totalMinor,
            discountsMinor: payable.discountsMinor ?? 0,
            couponCode: payable.couponCode ?? null,
            creditMinor: payable.creditMinor ?? 0,
          })),
          shares,
        );
        await recordAudit(tx, {
          actor: payer.actingAdminId ?? payer.id,
          action: 'payment.create',
          subject: payer.id,
          detail: {
            paymentId: payment.id,
            shipRequestIds: payables.map((payable) => payable.id),
            invoiceIds,
            amountMinor: payment.amountMinor,
            currency,
            superseded: open.map((row) => row.id),
          },
        });
        if (!isCovered) {
          return payment;
        }
        // Opened and settled in one transaction: no one sees it pending.
        await settleInTransaction(deps, tx, payment.id, {
          status: 'succeeded',
          transactionId: `${COVERED_GATEWAY}-${payment.orderCode}`,
          card: null,
          cardIsReusable: false,
          chargedTo: await describeCoverage(tx, payer.id, [
            ...payables,
            ...shares.map((share) => ({ creditMinor: share.creditMinor, couponCode: null })),
          ]),
        });
        return payment;
      });
    } catch (error) {
      const isOpenRace =
        isUniqueViolation(error, ONE_OPEN_PAYMENT_INDEX) ||
        isUniqueViolation(error, ONE_OPEN_INVOICE_PAYMENT_INDEX);
      if (!isOpenRace || attempt >= OPEN_PAYMENT_RACE_ATTEMPTS) {
        throw error;
      }
    }
  }
}
