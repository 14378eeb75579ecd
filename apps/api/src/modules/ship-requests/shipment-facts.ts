import { schema } from '@skyparcel/db';
import { lbToKg } from '@skyparcel/domain/units';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { shipRequests, shipRequestPackages, packages, warehouses } = schema;

/** What tracking shows of a request before and after packing (decision 042). */
export type ShipmentFacts = {
  warehouseCity: string;
  destinationCity: string;
  /** The packed boxes, or the packages while it is not packed yet. */
  pieces: number;
  /** The packed shipment's final weight, or its packages' weights while not packed. */
  weightGrams: number;
  /** When the warehouse received the first of its packages (the timeline's first event). */
  firstReceivedAt: Date | null;
};

/** The facts of one request the public tracking shows, in three small queries. */
export async function findShipmentFacts(
  db: DbOrTx,
  shipRequestId: string,
): Promise<ShipmentFacts | undefined> {
  const [request] = await db
    .select({
      shipTo: shipRequests.shipTo,
      finalWeightGrams: shipRequests.finalWeightGrams,
      warehouseCity: warehouses.city,
    })
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(eq(shipRequests.id, shipRequestId));
  if (!request) {
    return undefined;
  }
  const held = await db
    .select({
      amount: packages.weightAmount,
      unit: packages.weightUnit,
      receivedAt: packages.receivedAt,
    })
    .from(shipRequestPackages)
    .innerJoin(packages, eq(packages.id, shipRequestPackages.packageId))
    .where(
      and(
        eq(shipRequestPackages.shipRequestId, shipRequestId),
        isNull(shipRequestPackages.releasedAt),
      ),
    );
  const boxes = await db
    .select({ id: schema.shipRequestBoxes.id })
    .from(schema.shipRequestBoxes)
    .where(eq(schema.shipRequestBoxes.shipRequestId, shipRequestId));
  const packagesGrams = held.reduce(
    (sum, { amount, unit }) => sum + Math.round((unit === 'Lb' ? lbToKg(amount) : amount) * 1000),
    0,
  );
  return {
    warehouseCity: request.warehouseCity,
    destinationCity: request.shipTo.city,
    pieces: boxes.length > 0 ? boxes.length : Math.max(held.length, 1),
    weightGrams: request.finalWeightGrams ?? packagesGrams,
    firstReceivedAt: held.reduce<Date | null>(
      (first, { receivedAt }) => (first === null || receivedAt < first ? receivedAt : first),
      null,
    ),
  };
}
