import { randomUUID } from 'node:crypto';
import type { PayableShipRequest, ShipRequestPayments } from '../modules/payments';
import type { TestUser } from './build-user';

type FakeShipRequest = PayableShipRequest & {
  userId: string;
  status: 'awaiting_payment' | 'paid' | 'cancelled';
  paymentId: string | null;
  /** The total a refreshed quote answers (the price moved meanwhile), if not the same. */
  refreshedTotalMinor?: number;
};

/**
 * Ship requests awaiting payment, kept in memory with the contract of modules/ship-requests
 * (find the caller's payable ones, refresh a quote, mark paid or fail), so the payment rules are
 * tested on their own; the paying journey runs on real ship requests in e2e.
 */
export function fakeShipRequests() {
  const requests = new Map<string, FakeShipRequest>();
  let number = 10_000_000;
  const calls = { markPaid: 0, refreshQuote: 0 };

  const port: ShipRequestPayments = {
    async findPayable(_db, { userId, ids }) {
      return ids
        .map((id) => requests.get(id))
        .filter(
          (request): request is FakeShipRequest =>
            request?.userId === userId && request.status === 'awaiting_payment',
        )
        .map(({ userId: _u, status: _s, paymentId: _p, refreshedTotalMinor: _r, ...rest }) => rest);
    },
    async refreshQuote({ clock }, { userId, id }) {
      calls.refreshQuote += 1;
      const request = requests.get(id);
      if (request?.userId !== userId || request.status !== 'awaiting_payment') {
        return undefined;
      }
      request.totalMinor = request.refreshedTotalMinor ?? request.totalMinor;
      request.quoteExpiresAt = new Date(clock().getTime() + 24 * 3_600_000);
      const { userId: _u, status: _s, paymentId: _p, refreshedTotalMinor: _r, ...rest } = request;
      return rest;
    },
    async markPaid(_tx, { ids, paymentId }) {
      calls.markPaid += 1;
      if (ids.some((id) => requests.get(id)?.status !== 'awaiting_payment')) {
        throw new Error('a ship request no longer awaits payment');
      }
      for (const id of ids) {
        const request = requests.get(id);
        if (request) {
          request.status = 'paid';
          request.paymentId = paymentId;
        }
      }
    },
  };

  return {
    port,
    calls,
    get: (id: string) => requests.get(id),
    /** A ship request of `owner` awaiting payment, with a quote valid for a day unless told. */
    add(owner: TestUser, values: Partial<Omit<FakeShipRequest, 'userId'>> = {}): FakeShipRequest {
      number += 1;
      const request: FakeShipRequest = {
        id: randomUUID(),
        orderNumber: `XWF${number}`,
        totalMinor: 4_550,
        currency: 'USD',
        quoteExpiresAt: new Date(Date.now() + 24 * 3_600_000),
        warehouseId: randomUUID(),
        discountsMinor: 0,
        status: 'awaiting_payment',
        paymentId: null,
        ...values,
        userId: owner.user.id,
      };
      requests.set(request.id, request);
      return request;
    },
  };
}
