import { AppError } from '@skyparcel/domain/errors';
import type { StaffShipment } from '@skyparcel/domain/tracking';
import type { DbOrTx } from '../../lib/tx';
import type { StaffCaller } from '../../modules/ship-requests';
import { listShipmentEvents } from '../../modules/tracking';
import { findStaffShipmentByNumber, shipmentNumberExists } from './staff-shipment.repository';

/**
 * The scan screen's shipment by air waybill or order number, with every event as it reads now
 * and its id (issue 12, Scans). STAFF at the request's warehouse, ADMIN anywhere; another
 * warehouse's is 403, an unknown number 404 'No tracking records.'.
 */
export async function findStaffShipment(
  db: DbOrTx,
  caller: StaffCaller,
  number: string,
): Promise<StaffShipment> {
  const row = await findStaffShipmentByNumber(db, caller, number);
  if (!row) {
    throw new AppError(
      (await shipmentNumberExists(db, number)) ? 'RESOURCE_FORBIDDEN' : 'TRACKING_NOT_FOUND',
    );
  }
  const events = await listShipmentEvents(db, row.shipmentId);
  return {
    shipRequestId: row.shipRequestId,
    orderNumber: row.orderNumber ?? '',
    airWaybillNumber: row.airWaybillNumber,
    status: row.status,
    warehouseCode: row.warehouseCode,
    destinationCode: row.destinationCode,
    events: events.map((event) => ({
      id: event.id,
      status: event.status,
      occurredAt: event.occurredAt.toISOString(),
      location: event.location,
      airportCode: event.airportCode,
      note: event.note,
      source: event.source,
      correction: event.correction
        ? {
            reason: event.correction.reason,
            correctedAt: event.correction.correctedAt.toISOString(),
          }
        : null,
    })),
  };
}
