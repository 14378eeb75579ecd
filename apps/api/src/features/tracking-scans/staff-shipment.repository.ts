import { schema } from '@skyparcel/db';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';
import { type StaffCaller, staffShipRequestCondition } from '../../modules/ship-requests';

const { shipRequests, trackedShipments, warehouses } = schema;

/**
 * The request whose tracked shipment carries this air waybill or order number, among those the
 * clerk works on (their warehouses; an admin's, all): one query, the staff rule in its `where`.
 */
export async function findStaffShipmentByNumber(db: DbOrTx, caller: StaffCaller, number: string) {
  const [row] = await db
    .select({
      shipRequestId: shipRequests.id,
      shipmentId: trackedShipments.id,
      orderNumber: trackedShipments.orderNumber,
      airWaybillNumber: trackedShipments.airWaybillNumber,
      status: shipRequests.status,
      warehouseCode: warehouses.code,
      destinationCode: shipRequests.destinationCountryCode,
    })
    .from(trackedShipments)
    .innerJoin(shipRequests, eq(shipRequests.id, trackedShipments.shipRequestId))
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(
      and(
        or(eq(trackedShipments.airWaybillNumber, number), eq(trackedShipments.orderNumber, number)),
        staffShipRequestCondition(db, caller),
      ),
    );
  return row;
}

/** Whether any request carries the number (a clerk of another warehouse is refused, 403). */
export async function shipmentNumberExists(db: DbOrTx, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trackedShipments.id })
    .from(trackedShipments)
    .where(
      or(eq(trackedShipments.airWaybillNumber, number), eq(trackedShipments.orderNumber, number)),
    );
  return row !== undefined;
}
