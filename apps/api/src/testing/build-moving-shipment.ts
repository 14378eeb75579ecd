import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@skyparcel/db';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../lib/clock';
import { allocateAirWaybill } from '../modules/air-waybills';
import { lockShipRequest, moveShipRequest, type ShipRequestRow } from '../modules/ship-requests';
import { openTrackedShipment, recordTrackingEvent } from '../modules/tracking';
import { as } from './as';
import { type BuiltShipRequest, buildShipRequest } from './build-ship-request';
import type { TestCustomer } from './build-user';

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
 * A ship request paid the customer's way: POST /payment/invoices, the test card 4242 typed on the
 * sandbox's page, then the return page (which settles it), so the payment opened its tracked
 * shipment as in production (decision 042).
 */
export async function buildPaidShipRequest(
  app: FastifyInstance,
  db: Db,
  owner: TestCustomer,
): Promise<BuiltShipRequest> {
  const built = await buildShipRequest(app, db, owner);
  const opened = await as(app, owner).post(
    '/api/payment/invoices',
    { shipRequestIds: [built.id] },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (opened.statusCode !== 200) {
    throw new Error(`payment not opened: ${opened.body}`);
  }
  const { payNowUrl, orderCode } = opened.json() as { payNowUrl: string; orderCode: string };
  const typed = await app.inject({
    method: 'POST',
    url: new URL(payNowUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Layla Haddad',
    }).toString(),
  });
  const outcome = await as(app, owner).get(`/api/Payment?orderCode=${orderCode}`);
  if (typed.statusCode !== 303 || outcome.json().status !== 'succeeded') {
    throw new Error(`ship request not paid: ${typed.statusCode} ${outcome.body}`);
  }
  return built;
}

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
