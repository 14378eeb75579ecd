import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  isValidTrackingSequence,
  shipRequestStatusAfter,
  type TrackingStatus,
} from '@skyparcel/domain/tracking';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/is-uuid';
import { recordAudit } from '../audit';
import { lockStaffShipRequest, type StaffCaller } from '../ship-requests';
import {
  byTimeline,
  findEvent,
  insertCorrection,
  listEffectiveEvents,
  lockShipment,
  type ShipmentEvent,
} from './tracking.repository';

/** The event as it should read. */
export type TrackingEventCorrection = {
  status: TrackingStatus;
  occurredAt: Date;
  location: string;
  airportCode?: string | null;
  note?: string | null;
};

/** The request states a timeline implies (departed, delivered), as one comparable text. */
function statesImplied(timeline: readonly ShipmentEvent[]): string {
  const states = new Set(timeline.map((event) => shipRequestStatusAfter(event.status)));
  states.delete(null);
  return [...states].sort().join(',');
}

/**
 * Corrects a tracking event (issue 12, decision 042): events are append-only, so the correction
 * is a new row with the reason, and the newest one wins. Staff of the request's warehouse (an
 * admin anywhere; an old demo shipment with no request: admins only). The corrected timeline
 * must keep the order rule, and may not change whether the shipment departed or was delivered
 * (the request already moved; a new event is the way). Audited with the before and after.
 */
export async function correctTrackingEvent(
  { db, clock }: { db: Db; clock: Clock },
  staff: StaffCaller,
  eventId: string,
  correction: TrackingEventCorrection,
  reason: string,
): Promise<ShipmentEvent> {
  return db.transaction(async (tx) => {
    const original = isUuid(eventId) ? await findEvent(tx, eventId) : undefined;
    if (!original) {
      throw new AppError('TRACKING_EVENT_NOT_FOUND');
    }
    const shipment = await lockShipment(tx, { shipmentId: original.shipmentId });
    if (!shipment) {
      throw new AppError('TRACKING_EVENT_NOT_FOUND');
    }
    const request = shipment.shipRequestId
      ? await lockStaffShipRequest(tx, staff, shipment.shipRequestId)
      : undefined;
    if (!request && staff.role !== 'ADMIN') {
      throw new AppError('RESOURCE_FORBIDDEN');
    }

    const timeline = await listEffectiveEvents(tx, [shipment.id]);
    const before = timeline.find((event) => event.id === eventId);
    if (!before) {
      throw new AppError('TRACKING_EVENT_NOT_FOUND');
    }
    const now = clock();
    const after: ShipmentEvent = {
      ...before,
      status: correction.status,
      occurredAt: correction.occurredAt,
      location: correction.location,
      airportCode: correction.airportCode ?? null,
      note: correction.note ?? null,
      correction: { reason, correctedBy: staff.id, correctedAt: now },
    };
    const corrected = timeline.map((event) => (event.id === eventId ? after : event));
    corrected.sort(byTimeline);
    if (!isValidTrackingSequence(corrected.map((event) => event.status))) {
      throw new AppError('TRACKING_STATUS_NOT_ALLOWED');
    }
    if (statesImplied(corrected) !== statesImplied(timeline)) {
      throw new AppError('TRACKING_CORRECTION_CHANGES_STATE');
    }

    await insertCorrection(tx, {
      eventId,
      status: after.status,
      occurredAt: after.occurredAt,
      location: after.location,
      airportCode: after.airportCode,
      note: after.note,
      reason,
      correctedBy: staff.id,
      correctedAt: now,
    });
    await recordAudit(tx, {
      actor: staff.id,
      action: 'tracking.correct-event',
      subject: request?.userId ?? null,
      detail: {
        eventId,
        shipmentId: shipment.id,
        reason,
        before: pick(before),
        after: pick(after),
      },
    });
    return after;
  });
}

function pick(event: ShipmentEvent) {
  return {
    status: event.status,
    occurredAt: event.occurredAt.toISOString(),
    location: event.location,
    airportCode: event.airportCode,
    note: event.note,
  };
}
