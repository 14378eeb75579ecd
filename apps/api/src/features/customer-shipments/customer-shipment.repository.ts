import { schema } from '@skyparcel/db';
import type {
  PackedBoxMeasures,
  PackedBoxWeights,
  ShipRequestStatus,
} from '@skyparcel/domain/ship-requests';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';
import { colleagueNameOf, ownedByViewer, type Viewer } from '../../modules/users';

const {
  ediBookings,
  shipRequests,
  shipRequestPackages,
  shipRequestBoxes,
  masterWaybills,
  shipRequestCharges,
  trackedShipments,
  warehouses,
} = schema;

/** The charge as json_build_object gives it (the time as text). */
export type WeightDifferenceRow = {
  amountMinor: number;
  currency: string;
  paidKg: number;
  billedKg: number;
  paidAt: string | null;
  invoiceId: string | null;
};

/**
 * The boxes of a request as one json column, so a list is one query however long it is.
 * Qualified by hand: inside a subquery an unqualified "id" would be the subquery table's own.
 */
const boxesOfRequest = sql<
  ({ boxNumber: number } & PackedBoxMeasures & PackedBoxWeights)[]
>`coalesce((
  select json_agg(json_build_object('boxNumber', b.box_number,
    'actualWeightGrams', b.actual_weight_grams, 'lengthMm', b.length_mm, 'widthMm', b.width_mm,
    'heightMm', b.height_mm, 'volumetricWeightGrams', b.volumetric_weight_grams,
    'billedWeightGrams', b.billed_weight_grams) order by b.box_number)
  from ${shipRequestBoxes} b where b.ship_request_id = "ship_requests"."id"), '[]'::json)`;

/** The packing's weight-difference charge of the request, if any (decision 043). */
const weightDifferenceOfRequest = sql<WeightDifferenceRow | null>`(
  select json_build_object('amountMinor', c.amount_minor, 'currency', c.currency,
    'paidKg', c.reason->'paidKg', 'billedKg', c.reason->'billedKg', 'paidAt', c.paid_at,
    'invoiceId', c.invoice_id)
  from ${shipRequestCharges} c
  where c.ship_request_id = "ship_requests"."id" and c.kind = 'weight_difference')`;

/** The pallets an EDI booking's row named for the request; null otherwise (decision 061). */
const palletCountOfRequest = sql<number | null>`(
  select e.pallet_count from ${ediBookings} e where e.ship_request_id = "ship_requests"."id")`;

const packageCountOfRequest = sql<number>`(
  select count(*)::int from ${shipRequestPackages} p
  where p.ship_request_id = "ship_requests"."id" and p.released_at is null)`;

const shipmentColumns = (viewer: Viewer) => ({
  id: shipRequests.id,
  number: shipRequests.number,
  userId: shipRequests.userId,
  warehouseId: shipRequests.warehouseId,
  warehouseCode: warehouses.code,
  destinationCode: shipRequests.destinationCountryCode,
  status: shipRequests.status,
  airWaybillNumber: shipRequests.airWaybillNumber,
  masterWaybillNumber: masterWaybills.number,
  finalWeightGrams: shipRequests.finalWeightGrams,
  paidAt: shipRequests.paidAt,
  packedAt: shipRequests.packedAt,
  departedAt: shipRequests.departedAt,
  deliveredAt: shipRequests.deliveredAt,
  packageCount: packageCountOfRequest,
  boxes: boxesOfRequest,
  palletCount: palletCountOfRequest,
  shipmentId: trackedShipments.id,
  weightDifference: weightDifferenceOfRequest,
  // A colleague's shipment on a business user's list names its owner (decision 053).
  ownerName: colleagueNameOf(shipRequests.userId, viewer),
});

function selectShipments(db: DbOrTx, viewer: Viewer) {
  return db
    .select(shipmentColumns(viewer))
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .leftJoin(masterWaybills, eq(masterWaybills.id, shipRequests.masterWaybillId))
    .leftJoin(trackedShipments, eq(trackedShipments.shipRequestId, shipRequests.id));
}

export type CustomerShipmentRow = Awaited<ReturnType<typeof selectShipments>>[number];

/**
 * The caller's (or their company's, decision 053) requests in these states at one warehouse (or
 * all), newest first: one query.
 */
export function listOwnedShipments(
  db: DbOrTx,
  viewer: Viewer,
  filter: { statuses: readonly ShipRequestStatus[]; warehouseId?: string | undefined },
) {
  return selectShipments(db, viewer)
    .where(
      and(
        ownedByViewer(shipRequests.userId, viewer),
        inArray(shipRequests.status, [...filter.statuses]),
        filter.warehouseId ? eq(shipRequests.warehouseId, filter.warehouseId) : undefined,
      ),
    )
    .orderBy(desc(shipRequests.paidAt), desc(shipRequests.number));
}

/** The viewer's (or company's) request of this order number (its sequence number), or undefined. */
export async function findOwnedShipmentByNumber(db: DbOrTx, viewer: Viewer, number: number) {
  const [row] = await selectShipments(db, viewer).where(
    and(ownedByViewer(shipRequests.userId, viewer), eq(shipRequests.number, number)),
  );
  return row;
}

/** Whether a request of this number exists at all (another's is 403, a missing one 404). */
export async function shipmentNumberExists(db: DbOrTx, number: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shipRequests.id })
    .from(shipRequests)
    .where(eq(shipRequests.number, number));
  return row !== undefined;
}
