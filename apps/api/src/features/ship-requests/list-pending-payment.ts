import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { money, sumMoney, toMoneyDto } from '@skyparcel/domain/money';
import { listOwnedShipRequests, presentShipRequestSummary } from '../../modules/ship-requests';
import { findUserById } from '../../modules/users';

/**
 * GET /payment/pendingpayment (the cart, issue 11): the caller's unpaid requests of every
 * warehouse, newest first, and one grand total per currency. `suiteId`, when given, must be the
 * caller's own suite number (403 otherwise): the cart is never someone else's.
 */
export async function listPendingPayment(
  db: Db,
  { userId, suiteId }: { userId: string; suiteId: string | undefined },
) {
  const [user, requests] = await Promise.all([
    findUserById(db, userId),
    listOwnedShipRequests(db, userId, { statuses: ['awaiting_payment'] }),
  ]);
  const suiteNumber = user?.suiteNumber ?? '';
  if (suiteId !== undefined && suiteId !== '' && suiteId.toUpperCase() !== suiteNumber) {
    throw new AppError('RESOURCE_FORBIDDEN');
  }
  const currencies = [...new Set(requests.map((request) => request.currency))].sort();
  return {
    suiteId: suiteNumber,
    requests: requests.map(presentShipRequestSummary),
    totals: currencies.map((currency) =>
      toMoneyDto(
        sumMoney(
          requests
            .filter((request) => request.currency === currency)
            .map((request) => money(request.totalMinor, request.currency)),
          currency,
        ),
      ),
    ),
  };
}
