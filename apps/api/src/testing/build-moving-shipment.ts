import { type Db, schema } from '@skyparcel/db';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../lib/clock';
import { allocateAirWaybill } from '../modules/air-waybills';
import { lockShipRequest, moveShipRequest, type ShipRequestRow } from '../modules/ship-requests';
import { openTrackedShipment, recordTrackingEvent } from '../modules/tracking';

type BoxInput = {
  actualWeightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  volumetricWeightGrams: number;
  billedWeightGrams: number;
};

const ONE_BOX: BoxInput = {
  actualWeightGrams: 2_000,
  lengthMm: 300,
  widthMm: 200,
  heightMm: 150,
  volumetricWeightGrams: 1_500,
  billedWeightGrams: 2_000,
};

/**
 * Packs a paid request as the packing screen does, through the core's functions: preparing,
 * boxes, an air waybill from the range, packed, the tracked shipment refreshed (found by AWB).
 */
export async function packShipRequest(
  db: Db,
  shipRequestId: string,
  boxes: readonly BoxInput[] = [ONE_BOX],
): Promise<ShipRequestRow> {
  const now = systemClock();
  return db.transaction(async (tx) => {
    const paid = await lockShipRequest(tx, shipRequestId);
    if (!paid) {
      throw new Error(`ship request ${shipRequestId} not found`);
    }
    const preparing = await moveShipRequest(tx, paid, { to: 'preparing', now, actorUserId: null });
    const airWaybillNumber = await allocateAirWaybill(tx);
    await tx
      .insert(schema.shipRequestBoxes)
      .values(boxes.map((box, index) => ({ ...box, shipRequestId, boxNumber: index + 1 })));
    const packed = await moveShipRequest(tx, preparing, {
      to: 'packed',
      now,
      actorUserId: null,
      changes: {
        airWaybillNumber,
        finalWeightGrams: boxes.reduce((sum, box) => sum + box.actualWeightGrams, 0),
        billedWeightGrams: boxes.reduce((sum, box) => sum + box.billedWeightGrams, 0),
      },
    });
    await openTrackedShipment(tx, packed);
    return packed;
  });
}

/** Carrier scans of a packed request by its air waybill, an hour apart, through the core. */
export async function scanShipment(
  app: FastifyInstance,
  airWaybillNumber: string,
  statuses: readonly TrackingStatus[],
  { from = new Date(), note }: { from?: Date; note?: string } = {},
) {
  const recorded = [];
  for (const [index, status] of statuses.entries()) {
    recorded.push(
      await recordTrackingEvent(
        { db: app.db, clock: systemClock, mailer: app.mailer, publicUrl: 'http://localhost:3000' },
        {
          airWaybillNumber,
          status,
          occurredAt: new Date(from.getTime() + (index + 1) * 3_600_000),
          location: status === 'delivered' ? 'Salmiya' : 'Kuwait City',
          airportCode: status === 'delivered' ? null : 'KWI',
          note: note ?? null,
          source: 'import',
        },
      ),
    );
  }
  return recorded;
}
