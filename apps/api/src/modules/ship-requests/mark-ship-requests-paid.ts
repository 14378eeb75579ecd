import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import { movePackage } from '../packages';
import { lockHeldPackages, moveShipRequests } from './ship-request.repository';

/** A request a payment took money for, and how much: its stored quote must be this amount. */
export type ChargedShipRequest = { id: string; amountMinor: number; currency: string };

/**
 * For the payment (another part of issue 11), inside the payer's own transaction: marks these
 * requests paid by `paymentId`, only where each is still awaiting payment at the very price
 * charged, and fails (rolling the caller's transaction back) if any one was not, so a replayed
 * or racing notification can never pay a request twice, and a request changed (PUT /deliveries)
 * after its payment opened is never paid with the old amount (the payer refunds it). Their
 * packages move to Preparing; each request is audited with the payer as the actor (a business
 * colleague may pay the owner's request, decision 053). The customer's notification and e-mail
 * are the payer's.
 */
export async function markShipRequestsPaid(
  tx: Tx,
  {
    charged,
    paymentId,
    paidAt,
    payerId,
  }: {
    charged: readonly ChargedShipRequest[];
    paymentId: string;
    paidAt: Date;
    /** The user whose payment it is: the actor of the moves and audit rows. */
    payerId: string;
  },
) {
  const amountOf = new Map(charged.map((item) => [item.id, item]));
  const distinct = [...amountOf.keys()];
  const paid = await moveShipRequests(tx, distinct, 'awaiting_payment', {
    status: 'paid',
    paymentId,
    paidAt,
    updatedAt: paidAt,
  });
  if (paid.length !== distinct.length || distinct.length === 0) {
    throw new AppError('SHIP_REQUEST_NOT_PAYABLE');
  }
  // The row as updated is the latest committed one (the update waited for a change's lock).
  for (const row of paid) {
    const item = amountOf.get(row.id);
    if (item?.amountMinor !== row.totalMinor || item.currency !== row.currency) {
      throw new AppError('PAYMENT_PRICE_CHANGED');
    }
  }

  for (const { pkg } of await lockHeldPackages(tx, distinct)) {
    await movePackage(tx, pkg, 'preparing', 'customer', { actorUserId: payerId, now: paidAt });
  }
  for (const row of paid) {
    await recordAudit(tx, {
      actor: payerId,
      action: 'ship-request.pay',
      subject: row.userId,
      detail: {
        shipRequestId: row.id,
        orderNumber: formatOrderNumber(row.number),
        paymentId,
        totalMinor: row.totalMinor,
        currency: row.currency,
      },
    });
  }
  return paid;
}
