import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { COUPON_PROBLEMS, type CouponProblem } from '@skyparcel/domain/pricing';
import {
  canPayShipRequest,
  formatOrderNumber,
  isQuoteHonoured,
} from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { assertCouponUsable } from '../pricing';
import type { Viewer } from '../users';
import { lockRequiredShipRequests, refuseNotPayable } from './require-owned-ship-request';
import { requoteShipRequest, storedQuote } from './requote-ship-request';
import { updateShipRequest } from './ship-request.repository';

/** A coupon taken off a request, and why it could no longer be used. */
export type DroppedCoupon = { code: string; problem: CouponProblem };

const isCouponProblem = (code: string): code is CouponProblem =>
  (COUPON_PROBLEMS as readonly string[]).includes(code);

/** What the payment's settlement refuses whatever the quote (countCouponUse): no use left. */
const REFUSED_AT_SETTLEMENT = new Set<CouponProblem>(['COUPON_USED_UP', 'COUPON_ALREADY_USED']);

/**
 * Before a payment charges anything (issue 27): the coupon an unpaid request was priced with is
 * checked again. A coupon whose uses are gone (its last use taken by others, or this customer's
 * one use) would fail the payment at settlement, after the card was charged; one deactivated or
 * expired is honoured while the stored quote is (24 hours, decision 045) and would fail the new
 * quote after that. Either way it is taken off and the request priced again without it, in one
 * transaction, audited; the answer says which coupon and why, so the payer shows the customer the
 * new total instead of charging a card for a request that cannot be paid. Answers null when the
 * request has no coupon or it still holds.
 */
export async function dropUnusableCoupon(
  deps: { db: Db; clock: Clock },
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<DroppedCoupon | null> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await lockRequiredShipRequests(tx, viewer, [id]);
    if (!row || !canPayShipRequest(row.status)) {
      return refuseNotPayable(row?.status ?? 'cancelled');
    }
    if (!row.couponCode) {
      return null;
    }
    try {
      await assertCouponUsable(tx, row.couponCode, viewer.id, now);
      return null;
    } catch (error) {
      if (
        !(error instanceof AppError) ||
        !(isCouponProblem(error.code) || error.code === 'COUPON_NOT_FOUND')
      ) {
        throw error;
      }
      const dropped: DroppedCoupon = {
        code: row.couponCode,
        problem: isCouponProblem(error.code) ? error.code : 'COUPON_INACTIVE',
      };
      if (!REFUSED_AT_SETTLEMENT.has(dropped.problem) && isQuoteHonoured(row.quoteExpiresAt, now)) {
        return null;
      }
      const { quote } = await requoteShipRequest(
        tx,
        viewer,
        row,
        { ...row, couponCode: null },
        now,
      );
      await updateShipRequest(tx, row.id, { couponCode: null, ...storedQuote(quote, now) });
      await recordAudit(tx, {
        actor: viewer.id,
        action: 'ship-request.drop-coupon',
        subject: row.userId,
        detail: {
          shipRequestId: row.id,
          orderNumber: formatOrderNumber(row.number),
          couponCode: dropped.code,
          reason: dropped.problem,
          previousTotalMinor: row.totalMinor,
          totalMinor: quote.total.amountMinor,
          currency: quote.total.currency,
        },
      });
      return dropped;
    }
  });
}
