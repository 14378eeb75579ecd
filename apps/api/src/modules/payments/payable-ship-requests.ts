import type { Db } from '@skyparcel/db';
import type { QuoteLine } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import type { Tx } from '../../lib/tx';
import type { Viewer } from '../users';

/** A request a payment charges, and the amount: its stored quote must stay this. */
export type ChargedShipRequest = { id: string; amountMinor: number; currency: string };

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
 * What paying needs of ship requests (modules/ship-requests, issue 11): find the caller's (or
 * their company's, decision 053) payable ones, refresh an expired quote, and mark them paid inside the settling transaction.
 * The payments module takes these as a dependency, so it never reads the ship-request tables.
 */
export type ShipRequestPayments = {
  findPayable(db: Db, query: { viewer: Viewer; ids: string[] }): Promise<PayableShipRequest[]>;
  /**
   * A new quote for an expired one (or now, `force`: the credit it used is gone); answers the
   * request with its new total.
   */
  refreshQuote(
    deps: { db: Db; clock: Clock },
    query: { viewer: Viewer; id: string; force?: boolean },
  ): Promise<PayableShipRequest | undefined>;
  /**
   * Before anything is charged: takes off a coupon the request can no longer use and prices it
   * without it, answering which coupon and why (null when there is none, or it still holds).
   */
  dropUnusableCoupon(
    deps: { db: Db; clock: Clock },
    query: { viewer: Viewer; id: string },
  ): Promise<{ code: string; problem: string } | null>;
  /**
   * In the transaction opening the payment: locks them and throws unless each still awaits
   * payment at the amount read (PAYMENT_PRICE_CHANGED when a change landed meanwhile).
   */
  lockPayable(tx: Tx, query: { viewer: Viewer; charged: ChargedShipRequest[] }): Promise<void>;
  /**
   * Throws when any of them no longer awaits payment (cancelled, paid by another payment) or
   * its stored quote is not the amount charged (changed after the payment opened).
   */
  markPaid(
    tx: Tx,
    change: { charged: ChargedShipRequest[]; paymentId: string; paidAt: Date; payerId: string },
  ): Promise<{ id: string; quoteLines: QuoteLine[] }[]>;
};
