import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import { movePackage } from '../packages';
import { lockHeldPackages, moveShipRequests } from './ship-request.repository';

/**
 * For the payment (another part of issue 11), inside the payer's own transaction: marks these
 * requests paid by `paymentId`, only where each is still awaiting payment, and fails (rolling
 * the caller's transaction back) if any one was not, so a replayed or racing notification can
 * never pay a request twice. Their packages move to Preparing; each request is audited. The
 * customer's notification and e-mail are the payer's.
 */
export async function markShipRequestsPaid(
  tx: Tx,
  { ids, paymentId, paidAt }: { ids: readonly string[]; paymentId: string; paidAt: Date },
) {
  const distinct = [...new Set(ids)];
  const paid = await moveShipRequests(tx, distinct, 'awaiting_payment', {
    status: 'paid',
    paymentId,
    paidAt,
    updatedAt: paidAt,
  });
  if (paid.length !== distinct.length || distinct.length === 0) {
    throw new AppError('SHIP_REQUEST_NOT_PAYABLE');
  }

  const ownerOf = new Map(paid.map((row) => [row.id, row.userId]));
  for (const { pkg, shipRequestId } of await lockHeldPackages(tx, distinct)) {
    const owner = ownerOf.get(shipRequestId);
    if (!owner) {
      throw new Error('a held package of a request not paid');
    }
    await movePackage(tx, pkg, 'preparing', 'customer', { actorUserId: owner, now: paidAt });
  }
  for (const row of paid) {
    await recordAudit(tx, {
      actor: row.userId,
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
