import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { StaffTrackingEventBody } from '@skyparcel/domain/tracking';
import { requireStaffShipRequestRow, type StaffCaller } from '../../modules/ship-requests';
import {
  findShipmentOfRequest,
  listShipmentEvents,
  recordTrackingEvent,
  type TrackingDeps,
} from '../../modules/tracking';

/**
 * POST /staff/shipments/{shipRequestId}/events: a clerk's scan of a request of their warehouse
 * (an admin's anywhere). The tracking module keeps the rules (order, dedupe, the request's moves,
 * the customer's e-mail, the audit); this answers the event as the timeline reads it.
 */
export async function recordStaffScan(
  deps: TrackingDeps,
  staff: StaffCaller,
  shipRequestId: string,
  body: StaffTrackingEventBody,
) {
  const request = await requireStaffShipRequestRow(deps.db, staff, shipRequestId);
  const shipment = await findShipmentOfRequest(deps.db, request.id);
  if (!shipment) {
    // Opened at payment: an unpaid request has nothing to scan yet.
    throw new AppError('SHIP_REQUEST_NOT_PACKED', {
      params: { orderNumber: formatOrderNumber(request.number) },
    });
  }
  const { event, created } = await recordTrackingEvent(deps, {
    shipmentId: shipment.id,
    ...body,
    source: 'staff',
    recordedBy: staff.id,
  });
  const timeline = await listShipmentEvents(deps.db, shipment.id);
  const read = timeline.find((entry) => entry.id === event.id);
  if (!read) {
    throw new Error('a recorded event is missing from its timeline');
  }
  return { event: read, created };
}
