import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  missingChecklistItems,
  needsPackingPhotos,
  type PackBody,
  packingChecklist,
  paidFreight,
  toBoxMeasures,
  weightDifference,
} from '@skyparcel/domain/packing';
import { boxWeights, formatOrderNumber, shipmentTotals } from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { allocateAirWaybill } from '../../modules/air-waybills';
import { recordAudit } from '../../modules/audit';
import { countPhotosSince } from '../../modules/files';
import { issueWeightDifferenceInvoice } from '../../modules/invoices';
import type { Mailer } from '../../modules/mail';
import type { PackageCaller } from '../../modules/packages';
import { findRateCard } from '../../modules/pricing';
import { findWarehouse } from '../../modules/reference';
import {
  insertPackedBoxes,
  insertWeightDifferenceCharge,
  lockStaffShipRequest,
  moveShipRequest,
  requireStaffShipRequestView,
} from '../../modules/ship-requests';
import { openTrackedShipment, recordTrackingEventIn } from '../../modules/tracking';

export type PackingDeps = {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'sendMany'>;
  publicUrl: string;
};

/**
 * Packs a request (issue 12, decision 043) in ONE transaction under the request's row lock: the
 * checklist and the LPH photos are checked, the boxes stored with their volumetric and billed
 * weights, an air waybill allocated, the request moved to packed with its final and billed
 * weight, the tracked shipment given the AWB and a 'package_prepared' event, a heavier-than-paid
 * weight difference billed as an unpaid shipping-additional invoice (the request's own rate
 * card) with its charge row pointing at it, and it is all
 * audited. Anything failing rolls it all back, the AWB's serial included.
 */
export async function packShipRequest(
  deps: PackingDeps,
  clerk: PackageCaller,
  shipRequestId: string,
  body: PackBody,
) {
  const { db, clock } = deps;
  // Read outside the transaction: what does not change while packing (the warehouse, the card).
  const view = await requireStaffShipRequestView(db, clerk, shipRequestId);
  const [found, rateCard] = await Promise.all([
    findWarehouse(db, view.warehouseId),
    findRateCard(db, view.warehouseId, view.destinationCountryCode, view.quotedAt),
  ]);
  if (!found || !rateCard) {
    throw new Error(`ship request ${view.id} has no warehouse or rate card`);
  }

  return db.transaction(async (tx) => {
    let request = await lockStaffShipRequest(tx, clerk, shipRequestId);
    const orderNumber = formatOrderNumber(request.number);
    const now = clock();
    if (request.status === 'paid') {
      // Packed without opening the screen first (the API, the demo): it is prepared now.
      request = await moveShipRequest(tx, request, { to: 'preparing', now, actorUserId: clerk.id });
    }
    if (request.status !== 'preparing') {
      throw new AppError('SHIP_REQUEST_NOT_MOVABLE', { params: { orderNumber } });
    }

    const missing = missingChecklistItems(packingChecklist(request), body.checklist);
    if (missing.length > 0) {
      throw new AppError('PACKING_CHECKLIST_INCOMPLETE', {
        params: { items: missing.join(', ') },
        fields: { checklist: 'validation.required' },
      });
    }
    if (needsPackingPhotos(request.options)) {
      const photos = await countPhotosSince(
        tx,
        view.packages.map((pkg) => pkg.id),
        request.paidAt ?? request.createdAt,
      );
      if ([...photos.values()].every((count) => count === 0)) {
        throw new AppError('PACKING_PHOTOS_REQUIRED');
      }
    }

    const measured = body.boxes.map((box) => {
      const measures = toBoxMeasures(box);
      return { ...measures, ...boxWeights(measures) };
    });
    const totals = shipmentTotals(measured);
    await insertPackedBoxes(tx, request.id, measured);
    const airWaybillNumber = await allocateAirWaybill(tx);
    const packed = await moveShipRequest(tx, request, {
      to: 'packed',
      now,
      actorUserId: clerk.id,
      changes: { ...totals, airWaybillNumber, packedBy: clerk.id },
    });
    const shipment = await openTrackedShipment(tx, packed);
    if (!shipment) {
      throw new Error(`ship request ${request.id} has no tracked shipment`);
    }
    await recordTrackingEventIn(tx, deps, {
      shipmentId: shipment.id,
      status: 'package_prepared',
      occurredAt: now,
      location: found.warehouse.city,
      source: 'staff',
      recordedBy: clerk.id,
    });

    const freight = paidFreight(request.quoteLines);
    const difference = freight
      ? weightDifference({
          paidKg: freight.chargeableKg,
          billedKg: totals.billedWeightGrams / 1000,
          rateCard,
          freight,
        })
      : null;
    if (difference?.kind === 'higher') {
      const reason = {
        code: 'WEIGHT_DIFFERENCE',
        paidKg: difference.paidKg,
        billedKg: difference.billedKg,
        rateCardId: rateCard.id,
        originalMinor: difference.original.amountMinor,
        originalCurrency: difference.original.currency,
      } as const;
      // The customer owes it as a shipping-additional invoice (decision 049); the charge row
      // keeps the request's own view of it and points at the invoice.
      const invoice = await issueWeightDifferenceInvoice(tx, {
        request,
        amount: difference.amount,
        reason,
        doneBy: clerk.id,
        issuedAt: now,
      });
      await insertWeightDifferenceCharge(tx, {
        shipRequestId: request.id,
        amountMinor: difference.amount.amountMinor,
        currency: difference.amount.currency,
        reason,
        invoiceId: invoice.id,
        createdBy: clerk.id,
      });
    }
    await recordAudit(tx, {
      actor: clerk.id,
      action: 'ship-request.pack',
      subject: request.userId,
      detail: {
        shipRequestId: request.id,
        orderNumber,
        airWaybillNumber,
        boxes: measured.length,
        ...totals,
        checklist: body.checklist,
        weightDifference: difference?.kind ?? null,
      },
    });
    return packed;
  });
}
