import type { Db } from '@skyparcel/db';
import type { QuoteLine } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import type { Tx } from '../../lib/tx';

/** A ship request awaiting payment, as the ship-requests module hands it over. */
export type PayableShipRequest = {
  id: string;
  orderNumber: string;
  totalMinor: number;
  currency: string;
  quoteExpiresAt: Date;
  warehouseId: string;
  /** What the quote took off (membership, coupon, credit), for the receipt; 0 when unknown. */
  discountsMinor?: number;
  /** The coupon its quote used, counted once the payment succeeds. */
  couponCode?: string | null;
  /** The account credit its quote used (a positive amount in its currency). */
  creditMinor?: number;
};

/**
 * What paying needs of ship requests (modules/ship-requests, issue 11): find the caller's
 * payable ones, refresh an expired quote, and mark them paid inside the settling transaction.
 * The payments module takes these as a dependency, so it never reads the ship-request tables.
 */
export type ShipRequestPayments = {
  findPayable(db: Db, query: { userId: string; ids: string[] }): Promise<PayableShipRequest[]>;
  /** A new quote for an expired one; answers the request with its new total. */
  refreshQuote(
    deps: { db: Db; clock: Clock },
    query: { userId: string; id: string },
  ): Promise<PayableShipRequest | undefined>;
  /** Throws when any of them no longer awaits payment (cancelled, paid by another payment). */
  markPaid(
    tx: Tx,
    change: { ids: string[]; paymentId: string; paidAt: Date },
  ): Promise<{ id: string; quoteLines: QuoteLine[] }[]>;
};
