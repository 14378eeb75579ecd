import { AppError } from '@skyparcel/domain/errors';
import { ORDER_NUMBER_PREFIX } from '@skyparcel/domain/ship-requests';
import type { ShipmentTimeline } from '@skyparcel/domain/tracking';
import type { DbOrTx } from '../../lib/tx';
import { listShipmentEvents } from '../../modules/tracking';
import type { Viewer } from '../../modules/users';
import { presentShipmentTimeline } from './customer-shipment.presenter';
import { findOwnedShipmentByNumber, shipmentNumberExists } from './customer-shipment.repository';

/** formatOrderNumber's largest sequence (XWF + 8 digits). */
const MAX_ORDER_SEQUENCE = 99_999_999;

/**
 * `/delivery-status`: one of the caller's requests by order number with every event. Another
 * customer's is 403 and a missing one 404, as for the request itself (decision 037).
 */
export async function getDeliveryStatus(
  db: DbOrTx,
  viewer: Viewer,
  orderNumber: string,
): Promise<ShipmentTimeline> {
  // Order numbers are XWF + 8 digits (formatOrderNumber); a longer one names no request.
  const number = Number(orderNumber.slice(ORDER_NUMBER_PREFIX.length));
  const isRequestNumber = Number.isSafeInteger(number) && number <= MAX_ORDER_SEQUENCE;
  const row = isRequestNumber ? await findOwnedShipmentByNumber(db, viewer, number) : undefined;
  if (row) {
    const events = row.shipmentId ? await listShipmentEvents(db, row.shipmentId) : [];
    return presentShipmentTimeline(row, events);
  }
  if (isRequestNumber && (await shipmentNumberExists(db, number))) {
    throw new AppError('RESOURCE_FORBIDDEN');
  }
  throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id: orderNumber } });
}
