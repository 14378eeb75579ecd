import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import { fromMajor, money, sumMoney, toMoneyDto } from '@skyparcel/domain/money';
import { listPayableInvoices } from '../../modules/invoices';
import { creditBalancesOf } from '../../modules/pricing';
import { listOwnedShipRequests, presentShipRequestSummary } from '../../modules/ship-requests';
import { findUserById, type Viewer } from '../../modules/users';

/**
 * GET /payment/pendingpayment (the cart, issue 11): the caller's unpaid requests of every
 * warehouse, newest first, their unpaid invoices of any kind (issue 13), the account credit that
 * may pay the invoices, and one grand total per currency. `suiteId`, when given, must be the
 * caller's own suite number (403 otherwise): the cart is never someone else's.
 */
export async function listPendingPayment(
  db: Db,
  {
    viewer,
    suiteId,
    locale,
    now,
  }: { viewer: Viewer; suiteId: string | undefined; locale: Locale; now: Date },
) {
  const userId = viewer.id;
  const [user, requests, invoices, credit] = await Promise.all([
    findUserById(db, userId),
    // A business user's cart holds the company's unpaid requests and invoices too (decision 053).
    listOwnedShipRequests(db, viewer, { statuses: ['awaiting_payment'] }),
    listPayableInvoices(db, viewer, locale, now),
    creditBalancesOf(db, userId),
  ]);
  const suiteNumber = user?.suiteNumber ?? '';
  if (suiteId !== undefined && suiteId !== '' && suiteId.toUpperCase() !== suiteNumber) {
    throw new AppError('RESOURCE_FORBIDDEN');
  }
  const owed = [
    ...requests.map((request) => money(request.totalMinor, request.currency)),
    ...invoices.map((invoice) =>
      fromMajor(invoice.outstanding.amount, invoice.outstanding.currency),
    ),
  ];
  const currencies = [...new Set(owed.map((amount) => amount.currency))].sort();
  return {
    suiteId: suiteNumber,
    requests: requests.map(presentShipRequestSummary),
    invoices,
    credit: credit.map(toMoneyDto),
    totals: currencies.map((currency) =>
      toMoneyDto(
        sumMoney(
          owed.filter((amount) => amount.currency === currency),
          currency,
        ),
      ),
    ),
  };
}
