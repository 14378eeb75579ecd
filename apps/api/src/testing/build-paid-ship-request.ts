import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import type { FastifyInstance } from 'fastify';
import { shipRequestPayments } from '../modules/payments';
import { type BuiltShipRequest, buildShipRequest } from './build-ship-request';
import type { TestCustomer } from './build-user';

/**
 * A paid ship request at US-DE (2 kg packages to Kuwait), paid the way the payment settles one:
 * marked paid in one transaction, its packages to Preparing, its tracked shipment opened.
 */
export async function buildPaidShipRequest(
  app: FastifyInstance,
  db: Db,
  owner: TestCustomer,
  options: Parameters<typeof buildShipRequest>[3] = {},
): Promise<BuiltShipRequest> {
  const built = await buildShipRequest(app, db, owner, options);
  await db.transaction((tx) =>
    shipRequestPayments.markPaid(tx, {
      ids: [built.id],
      paymentId: randomUUID(),
      paidAt: new Date(),
    }),
  );
  return built;
}
