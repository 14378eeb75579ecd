import { schema } from '@skyparcel/db';
import type { QuoteLine } from '@skyparcel/domain/pricing';
import type {
  PackedBoxMeasures,
  PackedBoxWeights,
  ShipToAddress,
} from '@skyparcel/domain/ship-requests';
import { inArray, sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
import type { Tx } from '../../lib/tx';

const { shipRequests, shipRequestBoxes } = schema;

/** Rows per statement: one JSON parameter each, far below any limit of the server. */
const CHUNK = 2_000;

/** A shipment booked from a business's EDI file (decision 054), already packed by the shipper. */
export type BookedShipRequest = {
  id: string;
  userId: string;
  warehouseId: string;
  destinationCountryCode: string;
  shipTo: ShipToAddress;
  quoteLines: QuoteLine[];
  totalMinor: number;
  currency: string;
  airWaybillNumber: string;
  finalWeightGrams: number;
  billedWeightGrams: number;
  boxes: (PackedBoxMeasures & PackedBoxWeights)[];
};

/**
 * Stores booked shipments as ship requests with source 'edi', made in state packed (the shipper
 * packed and measured them; billed to the company on account, so paid at booking without a card
 * payment), with their boxes numbered 1..n. Thousands at once, inside the booking's transaction,
 * as one JSON parameter per statement (`lib/json-rows.ts`). Answers each id's order number.
 */
export async function insertBookedShipRequests(
  tx: Tx,
  requests: readonly BookedShipRequest[],
  bookedAt: Date,
): Promise<Map<string, number>> {
  const numbers = new Map<string, number>();
  for (let start = 0; start < requests.length; start += CHUNK) {
    const chunk = requests.slice(start, start + CHUNK).map((request) => ({
      id: request.id,
      userId: request.userId,
      warehouseId: request.warehouseId,
      destinationCountryCode: request.destinationCountryCode,
      shipTo: request.shipTo,
      quoteLines: request.quoteLines,
      totalMinor: request.totalMinor,
      currency: request.currency,
      airWaybillNumber: request.airWaybillNumber,
      finalWeightGrams: request.finalWeightGrams,
      billedWeightGrams: request.billedWeightGrams,
    }));
    await tx.execute(sql`
      insert into ${shipRequests} (id, user_id, warehouse_id, destination_country_code, ship_to,
        status, source, options, quote_lines, total_minor, currency, quoted_at, quote_expires_at,
        paid_at, air_waybill_number, final_weight_grams, billed_weight_grams, preparing_at,
        packed_at, created_at, updated_at)
      select id, "userId", "warehouseId", "destinationCountryCode", "shipTo", 'packed', 'edi',
        '[]'::jsonb, "quoteLines", "totalMinor", currency, ${bookedAt}, ${bookedAt}, ${bookedAt},
        "airWaybillNumber", "finalWeightGrams", "billedWeightGrams", ${bookedAt}, ${bookedAt},
        ${bookedAt}, ${bookedAt}
      from jsonb_to_recordset(${jsonRows(chunk)}) as r(id uuid, "userId" uuid,
        "warehouseId" uuid, "destinationCountryCode" char(2), "shipTo" jsonb, "quoteLines" jsonb,
        "totalMinor" bigint, currency char(3), "airWaybillNumber" text, "finalWeightGrams" integer,
        "billedWeightGrams" integer)`);
    const inserted = await tx
      .select({ id: shipRequests.id, number: shipRequests.number })
      .from(shipRequests)
      .where(
        inArray(
          shipRequests.id,
          chunk.map((request) => request.id),
        ),
      );
    for (const row of inserted) {
      numbers.set(row.id, row.number);
    }
  }

  const boxes = requests.flatMap((request) =>
    request.boxes.map((box, index) => ({
      shipRequestId: request.id,
      boxNumber: index + 1,
      ...box,
    })),
  );
  for (let start = 0; start < boxes.length; start += CHUNK) {
    await tx.execute(sql`
      insert into ${shipRequestBoxes} (ship_request_id, box_number, actual_weight_grams,
        length_mm, width_mm, height_mm, volumetric_weight_grams, billed_weight_grams)
      select "shipRequestId", "boxNumber", "actualWeightGrams", "lengthMm", "widthMm",
        "heightMm", "volumetricWeightGrams", "billedWeightGrams"
      from jsonb_to_recordset(${jsonRows(boxes.slice(start, start + CHUNK))}) as r(
        "shipRequestId" uuid, "boxNumber" integer, "actualWeightGrams" integer, "lengthMm" integer,
        "widthMm" integer, "heightMm" integer, "volumetricWeightGrams" integer,
        "billedWeightGrams" integer)`);
  }
  return numbers;
}
