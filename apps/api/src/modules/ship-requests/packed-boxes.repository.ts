import { schema } from '@skyparcel/db';
import type { WeightDifferenceReason } from '@skyparcel/domain/packing';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

const { shipRequestBoxes, shipRequestCharges } = schema;

export type PackedBoxRow = typeof shipRequestBoxes.$inferSelect;
export type ShipRequestChargeRow = typeof shipRequestCharges.$inferSelect;

/** Stores a request's boxes, numbered 1..n in the order given. */
export async function insertPackedBoxes(
  tx: Tx,
  shipRequestId: string,
  boxes: readonly Omit<
    typeof shipRequestBoxes.$inferInsert,
    'id' | 'shipRequestId' | 'boxNumber'
  >[],
): Promise<PackedBoxRow[]> {
  return tx
    .insert(shipRequestBoxes)
    .values(boxes.map((box, index) => ({ ...box, shipRequestId, boxNumber: index + 1 })))
    .returning();
}

/** A request's boxes by number. */
export function listPackedBoxes(db: DbOrTx, shipRequestId: string): Promise<PackedBoxRow[]> {
  return db
    .select()
    .from(shipRequestBoxes)
    .where(eq(shipRequestBoxes.shipRequestId, shipRequestId))
    .orderBy(asc(shipRequestBoxes.boxNumber));
}

/** Records the unpaid weight-difference charge of a packed request (one per request). */
export async function insertWeightDifferenceCharge(
  tx: Tx,
  values: {
    shipRequestId: string;
    amountMinor: number;
    currency: string;
    reason: WeightDifferenceReason;
    /** Its shipping-additional invoice (decision 049). */
    invoiceId: string;
    createdBy: string;
  },
): Promise<ShipRequestChargeRow> {
  const [row] = await tx
    .insert(shipRequestCharges)
    .values({ ...values, kind: 'weight_difference' })
    .returning();
  if (!row) {
    throw new Error('weight difference charge not inserted');
  }
  return row;
}

/** The charges added to a request after payment, oldest first. */
export function listShipRequestCharges(
  db: DbOrTx,
  shipRequestId: string,
): Promise<ShipRequestChargeRow[]> {
  return db
    .select()
    .from(shipRequestCharges)
    .where(eq(shipRequestCharges.shipRequestId, shipRequestId))
    .orderBy(asc(shipRequestCharges.createdAt));
}

/**
 * Stamps `paidAt` on the charges these invoices bill, once each is paid in full (decision 049):
 * the invoice's balance is the truth, this keeps the request's own view in step.
 */
export async function markChargesPaidByInvoices(
  tx: Tx,
  invoiceIds: readonly string[],
  paidAt: Date,
): Promise<void> {
  if (invoiceIds.length === 0) {
    return;
  }
  await tx
    .update(shipRequestCharges)
    .set({ paidAt })
    .where(
      and(
        inArray(shipRequestCharges.invoiceId, [...invoiceIds]),
        isNull(shipRequestCharges.paidAt),
      ),
    );
}
