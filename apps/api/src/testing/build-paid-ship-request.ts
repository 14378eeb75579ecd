import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@skyparcel/db';
import { boxWeights, shipmentTotals } from '@skyparcel/domain/ship-requests';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../lib/clock';
import { allocateAirWaybill } from '../modules/air-waybills';
import { lockShipRequest, moveShipRequest } from '../modules/ship-requests';
import { openTrackedShipment } from '../modules/tracking';
import { as } from './as';
import { type BuiltShipRequest, buildShipRequest } from './build-ship-request';
import type { TestCustomer, TestUser } from './build-user';

/**
 * A paid ship request made the customer's way: POST /shipping with account credit covering the
 * whole total, then POST /payment/invoices, which pays it at once (no gateway) and opens its
 * tracked shipment (decision 042).
 */
export async function buildPaidShipRequest(
  app: FastifyInstance,
  db: Db,
  owner: TestCustomer,
  options: Parameters<typeof buildShipRequest>[3] = {},
): Promise<BuiltShipRequest> {
  await db
    .insert(schema.accountCredits)
    .values({ userId: owner.user.id, amountMinor: 1_000_000, currency: 'USD', reason: 'test' });
  const built = await buildShipRequest(app, db, owner, {
    ...options,
    choices: { ...options.choices, justCredit: true },
  });
  const paid = await as(app, owner).post(
    '/api/payment/invoices',
    { shipRequestIds: [built.id] },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (paid.statusCode !== 200) {
    throw new Error(`ship request not paid: ${paid.body}`);
  }
  return built;
}

/**
 * Packs a paid request as the packing use case does (one 40 x 30 x 20 cm box of 2.5 kg, an air
 * waybill from the range), for tests of what follows packing; answers the air waybill.
 */
export async function packForTest(db: Db, requestId: string, clerk: TestUser): Promise<string> {
  return db.transaction(async (tx) => {
    const now = systemClock();
    let request = await lockShipRequest(tx, requestId);
    if (!request) {
      throw new Error(`no ship request ${requestId}`);
    }
    request = await moveShipRequest(tx, request, {
      to: 'preparing',
      now,
      actorUserId: clerk.user.id,
    });
    const box = { actualWeightGrams: 2_500, lengthMm: 400, widthMm: 300, heightMm: 200 };
    const weighed = { ...box, ...boxWeights(box) };
    await tx
      .insert(schema.shipRequestBoxes)
      .values({ shipRequestId: requestId, boxNumber: 1, ...weighed });
    const airWaybillNumber = await allocateAirWaybill(tx);
    request = await moveShipRequest(tx, request, {
      to: 'packed',
      now,
      actorUserId: clerk.user.id,
      changes: { airWaybillNumber, packedBy: clerk.user.id, ...shipmentTotals([weighed]) },
    });
    await openTrackedShipment(tx, request);
    return airWaybillNumber;
  });
}
