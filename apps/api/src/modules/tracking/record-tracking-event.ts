import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import {
  canRecordTrackingStatus,
  shipRequestStatusAfter,
  type TrackingEventSource,
  type TrackingStatus,
} from '@skyparcel/domain/tracking';
import type { Clock } from '../../lib/clock';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import type { Mailer } from '../mail';
import { notifyShipmentStatus } from '../notifications';
import { lockShipRequest, moveShipRequest, type ShipRequestRow } from '../ship-requests';
import {
  findSameScan,
  insertEvent,
  listEffectiveEvents,
  lockShipment,
  type ShipmentEvent,
  type TrackedShipmentRow,
  type TrackingEventRow,
} from './tracking.repository';

/** What recording an event needs: the database, the time, the outbox and the site's address. */
export type TrackingDeps = {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  /** The web app's address, for the e-mail's link to the delivery status page. */
  publicUrl: string;
};

/** The shipment an event is for: by id (staff screens) or by air waybill (a carrier's file). */
export type ShipmentRef = { shipmentId: string } | { airWaybillNumber: string };

export type TrackingEventInput = ShipmentRef & {
  status: TrackingStatus;
  occurredAt: Date;
  location: string;
  airportCode?: string | null;
  note?: string | null;
  source: TrackingEventSource;
  /** The clerk who scanned it; null (or absent) for an import or the system. */
  recordedBy?: string | null;
};

export type RecordedTrackingEvent = {
  event: TrackingEventRow;
  shipment: TrackedShipmentRow;
  /** False when the same scan (shipment, status, time) was recorded before: nothing changed. */
  created: boolean;
};

/**
 * Records one tracking event in its own transaction (issue 12, decision 042). See
 * `recordTrackingEventIn` for the rules; the import runs those in one transaction for a file.
 */
export async function recordTrackingEvent(
  deps: TrackingDeps,
  input: TrackingEventInput,
): Promise<RecordedTrackingEvent> {
  return deps.db.transaction((tx) => recordTrackingEventIn(tx, deps, input));
}

/**
 * Records one tracking event inside the caller's transaction. The shipment row is locked, so
 * its events are recorded one at a time. The same scan again is answered with the first one
 * (idempotent). Otherwise the event must not be dated before the latest one and must keep the
 * order rule (canRecordTrackingStatus). The shipment's request follows: the first event at or
 * past departure moves it to departed (its packages to shipped) and requires it packed;
 * delivered moves it to delivered (packages delivered). The customer is notified and e-mailed;
 * a clerk's scan is audited.
 */
export async function recordTrackingEventIn(
  tx: Tx,
  { clock, mailer, publicUrl }: Omit<TrackingDeps, 'db'>,
  input: TrackingEventInput,
): Promise<RecordedTrackingEvent> {
  const ref: ShipmentRef =
    'shipmentId' in input
      ? { shipmentId: input.shipmentId }
      : { airWaybillNumber: input.airWaybillNumber };
  const shipment = await lockShipment(tx, ref);
  if (!shipment) {
    const number = 'shipmentId' in ref ? ref.shipmentId : ref.airWaybillNumber;
    throw new AppError('TRACKING_SHIPMENT_NOT_FOUND', { params: { number } });
  }
  const same = await findSameScan(tx, shipment.id, input.status, input.occurredAt);
  if (same) {
    return { event: same, shipment, created: false };
  }

  const timeline = await listEffectiveEvents(tx, [shipment.id]);
  assertMayFollow(timeline, input);
  const now = clock();
  const event = await insertEvent(tx, {
    shipmentId: shipment.id,
    status: input.status,
    occurredAt: input.occurredAt,
    location: input.location,
    airportCode: input.airportCode ?? null,
    note: input.note ?? null,
    recordedBy: input.recordedBy ?? null,
    source: input.source,
    recordedAt: now,
  });

  const request = shipment.shipRequestId
    ? await followOnRequest(tx, shipment.shipRequestId, input, now)
    : undefined;
  if (input.recordedBy) {
    await recordAudit(tx, {
      actor: input.recordedBy,
      action: 'tracking.record-event',
      subject: request?.userId ?? null,
      detail: { eventId: event.id, shipmentId: shipment.id, status: input.status },
    });
  }
  if (request) {
    await notifyShipmentStatus(
      tx,
      { mailer, publicUrl, now },
      {
        userId: request.userId,
        orderNumber: formatOrderNumber(request.number),
        airWaybillNumber: request.airWaybillNumber,
        status: input.status,
        occurredAt: input.occurredAt,
        location: input.location,
      },
    );
  }
  return { event, shipment, created: true };
}

function assertMayFollow(timeline: readonly ShipmentEvent[], input: TrackingEventInput) {
  const latest = timeline.at(-1);
  if (latest && input.occurredAt.getTime() < latest.occurredAt.getTime()) {
    throw new AppError('TRACKING_EVENT_BEFORE_LATEST');
  }
  const statuses = timeline.map((event) => event.status);
  if (!canRecordTrackingStatus(statuses, input.status)) {
    throw new AppError('TRACKING_STATUS_NOT_ALLOWED');
  }
}

/** Moves the request as the event says; answers the request as it is afterwards. */
async function followOnRequest(
  tx: Tx,
  shipRequestId: string,
  input: TrackingEventInput,
  now: Date,
): Promise<ShipRequestRow> {
  let request = await lockShipRequest(tx, shipRequestId);
  if (!request) {
    throw new Error(`the ship request of a tracked shipment is missing: ${shipRequestId}`);
  }
  const implied = shipRequestStatusAfter(input.status);
  if (implied === null) {
    return request;
  }
  const actorUserId = input.recordedBy ?? null;
  if (request.status === 'paid' || request.status === 'preparing') {
    throw new AppError('SHIP_REQUEST_NOT_PACKED', {
      params: { orderNumber: formatOrderNumber(request.number) },
    });
  }
  if (request.status === 'packed') {
    request = await moveShipRequest(tx, request, {
      to: 'departed',
      now,
      at: input.occurredAt,
      actorUserId,
    });
  }
  if (implied === 'delivered' && request.status === 'departed') {
    request = await moveShipRequest(tx, request, {
      to: 'delivered',
      now,
      at: input.occurredAt,
      actorUserId,
    });
  }
  return request;
}
