import type { QuoteLine } from '@skyparcel/domain/pricing';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import {
  dropUnusableCoupon,
  findPayableShipRequests,
  listOwnedShipRequests,
  lockPayableShipRequests,
  markShipRequestsPaid,
  refreshShipRequestQuote,
  type ShipRequestView,
} from '../ship-requests';
import { openTrackedShipment } from '../tracking';
import type { PayableShipRequest, ShipRequestPayments } from './payable-ship-requests';

const DISCOUNT_LINES = new Set(['MEMBERSHIP_DISCOUNT', 'COUPON', 'CREDIT']);

/** What a quote took off, as a positive amount in its currency. */
function discountsOf(lines: QuoteLine[]) {
  const total = (codes: (code: string) => boolean) =>
    -lines
      .filter((line) => codes(line.code))
      .reduce((sum, line) => sum + line.amount.amountMinor, 0);
  return {
    discountsMinor: Math.max(
      0,
      total((code) => DISCOUNT_LINES.has(code)),
    ),
    creditMinor: Math.max(
      0,
      total((code) => code === 'CREDIT'),
    ),
  };
}

function payableOf(view: ShipRequestView): PayableShipRequest {
  return {
    id: view.id,
    orderNumber: formatOrderNumber(view.number),
    totalMinor: view.totalMinor,
    currency: view.currency,
    quoteExpiresAt: view.quoteExpiresAt,
    warehouseId: view.warehouseId,
    couponCode: view.couponCode,
    ...discountsOf(view.quoteLines),
  };
}

/**
 * The ship-requests module's payment door (decision 037) as the payments module asks for it:
 * its own refusals (another's request 403, missing 404, paid or cancelled 409) pass through.
 */
export const shipRequestPayments: ShipRequestPayments = {
  async findPayable(db, { viewer, ids }) {
    const payable = await findPayableShipRequests(db, { viewer, ids });
    const views = new Map(
      (await listOwnedShipRequests(db, viewer, { ids: payable.map((row) => row.id) })).map(
        (view) => [view.id, view],
      ),
    );
    return payable.map((row) => {
      const view = views.get(row.id);
      return view ? payableOf(view) : row;
    });
  },
  async refreshQuote(deps, query) {
    const { shipRequest } = await refreshShipRequestQuote(deps, query);
    return payableOf(shipRequest);
  },
  dropUnusableCoupon: (deps, query) => dropUnusableCoupon(deps, query),
  lockPayable: (tx, query) => lockPayableShipRequests(tx, query),
  async markPaid(tx, change) {
    const paid = await markShipRequestsPaid(tx, change);
    // Paid is when tracking starts: the public page finds the order number at once (decision 042).
    for (const row of paid) {
      await openTrackedShipment(tx, row);
    }
    return paid;
  },
};
