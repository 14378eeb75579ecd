import type { Db } from '@skyparcel/db';
import {
  canPayShipRequest,
  formatOrderNumber,
  isQuoteHonoured,
} from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { Viewer } from '../users';
import { lockRequiredShipRequests, refuseNotPayable } from './require-owned-ship-request';
import { requoteShipRequest, storedQuote } from './requote-ship-request';
import {
  findOwnedShipRequest,
  type ShipRequestView,
  updateShipRequest,
} from './ship-request.repository';

export type RefreshedQuote = {
  /** True when the price is not the stored one any more: the customer must see it again. */
  isChanged: boolean;
  /** False while the stored quote is still honoured (nothing was re-quoted). */
  isRequoted: boolean;
  shipRequest: ShipRequestView;
};

/**
 * For the payment (another part of issue 11): a stored quote is honoured for 24 hours; after
 * that the request is priced again with its own choices. The same total extends the quote by
 * 24 hours; another total is stored in its place and said so (`isChanged`), so the payer asks
 * the customer to confirm the new amount before charging it. `force` prices it again before the
 * 24 hours end: the account credit its quote used was spent by another payment meanwhile.
 */
export async function refreshShipRequestQuote(
  deps: { db: Db; clock: Clock },
  { viewer, id, force = false }: { viewer: Viewer; id: string; force?: boolean },
): Promise<RefreshedQuote> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await lockRequiredShipRequests(tx, viewer, [id]);
    if (!row || !canPayShipRequest(row.status)) {
      return refuseNotPayable(row?.status ?? 'cancelled');
    }
    let isChanged = false;
    const isRequoted = force || !isQuoteHonoured(row.quoteExpiresAt, now);
    if (isRequoted) {
      const { quote } = await requoteShipRequest(tx, viewer, row, row, now);
      isChanged =
        quote.total.amountMinor !== row.totalMinor || quote.total.currency !== row.currency;
      await updateShipRequest(tx, row.id, storedQuote(quote, now));
      await recordAudit(tx, {
        actor: viewer.id,
        action: 'ship-request.requote',
        subject: row.userId,
        detail: {
          shipRequestId: row.id,
          orderNumber: formatOrderNumber(row.number),
          previousTotalMinor: row.totalMinor,
          totalMinor: quote.total.amountMinor,
          currency: quote.total.currency,
        },
      });
    }
    const shipRequest = await findOwnedShipRequest(tx, viewer, row.id);
    if (!shipRequest) {
      throw new Error('ship request not readable after refresh');
    }
    return { isChanged, isRequoted, shipRequest };
  });
}
