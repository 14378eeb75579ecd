import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import {
  canRecordTrackingStatus,
  isImportedTrackingStatus,
  shipRequestStatusAfter,
  type TrackingEventSource,
  type TrackingStatus,
} from '@skyparcel/domain/tracking';
import type { Clock } from '../../lib/clock';
import type { Tx } from '../../lib/tx';
import { type AuditEntry, recordAudits } from '../audit';
import { discardInvoiceDocuments } from '../invoice-documents';
import { stampImportDates } from '../invoices';
import type { Mailer } from '../mail';
import { notifyShipmentStatus, type ShipmentStatusNotice } from '../notifications';
import { lockShipRequests, moveShipRequestsTo, type ShipRequestRow } from '../ship-requests';
import {
  findEventsByIds,
  insertEvents,
  listEffectiveEvents,
  lockShipments,
  type NewTrackingEvent,
  type TrackedShipmentRow,
  type TrackingEventRow,
} from './tracking.repository';

/** What recording an event needs: the database, the time, the outbox and the site's address. */
export type TrackingDeps = {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'sendMany'>;
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

/** Where a shipment stands while events are added in order. */
type Standing = {
  statuses: TrackingStatus[];
  latest: Date | undefined;
  scans: Map<string, string>;
};

const newStanding = (): Standing => ({ statuses: [], latest: undefined, scans: new Map() });

const scanKey = (shipmentId: string, status: TrackingStatus, at: Date) =>
  `${shipmentId}|${status}|${at.getTime()}`;

/** Records one tracking event in its own transaction (issue 12, decision 042). */
export async function recordTrackingEvent(
  deps: TrackingDeps,
  input: TrackingEventInput,
): Promise<RecordedTrackingEvent> {
  return deps.db.transaction((tx) => recordTrackingEventIn(tx, deps, input));
}

/** Records one tracking event inside the caller's transaction (the rules: `recordTrackingEventsIn`). */
export async function recordTrackingEventIn(
  tx: Tx,
  deps: Omit<TrackingDeps, 'db'>,
  input: TrackingEventInput,
): Promise<RecordedTrackingEvent> {
  const [recorded] = await recordTrackingEventsIn(tx, deps, [input]);
  if (!recorded) {
    throw new Error('an event was neither recorded nor found');
  }
  return recorded;
}

/**
 * Records tracking events, in the order given, inside the caller's transaction (a clerk's scan
 * is one, a carrier's file thousands: the same rules in a few statements). The shipments are
 * locked, so their events are recorded one writer at a time. The same scan (shipment, status,
 * time) again is answered with the first one (idempotent). Otherwise an event must not be dated
 * before its shipment's latest and must keep the order rule (canRecordTrackingStatus). A
 * shipment's request follows: the first event at or past departure moves it to departed (its
 * packages to shipped; it must be packed), delivered to delivered; the first in the destination
 * country dates its invoices' import (once). The customer of a request is
 * notified and e-mailed its newest new status (once per shipment per call); a clerk's scan is
 * audited.
 */
export async function recordTrackingEventsIn(
  tx: Tx,
  { clock, mailer, publicUrl }: Omit<TrackingDeps, 'db'>,
  inputs: readonly TrackingEventInput[],
): Promise<RecordedTrackingEvent[]> {
  const now = clock();
  const shipments = await lockShipments(tx, {
    ids: inputs.flatMap((input) => ('shipmentId' in input ? [input.shipmentId] : [])),
    airWaybillNumbers: inputs.flatMap((input) =>
      'airWaybillNumber' in input ? [input.airWaybillNumber] : [],
    ),
  });
  const byRef = new Map<string, TrackedShipmentRow>();
  for (const row of shipments) {
    byRef.set(row.id, row);
    if (row.airWaybillNumber) {
      byRef.set(row.airWaybillNumber, row);
    }
  }
  const standings = new Map<string, Standing>();
  for (const event of await listEffectiveEvents(
    tx,
    shipments.map((row) => row.id),
  )) {
    const standing = standings.get(event.shipmentId) ?? newStanding();
    standing.statuses.push(event.status);
    standing.latest = event.occurredAt;
    standing.scans.set(
      scanKey(event.shipmentId, event.scanned.status, event.scanned.occurredAt),
      event.id,
    );
    standings.set(event.shipmentId, standing);
  }

  // Each input, checked in order against its shipment's events and the inputs before it.
  const planned: { shipment: TrackedShipmentRow; key: string; isNew: boolean }[] = [];
  const fresh: (NewTrackingEvent & { recordedAt: Date })[] = [];
  for (const input of inputs) {
    const ref = 'shipmentId' in input ? input.shipmentId : input.airWaybillNumber;
    const shipment = byRef.get(ref);
    if (!shipment) {
      throw new AppError('TRACKING_SHIPMENT_NOT_FOUND', { params: { number: ref } });
    }
    const key = scanKey(shipment.id, input.status, input.occurredAt);
    const standing = standings.get(shipment.id) ?? newStanding();
    standings.set(shipment.id, standing);
    const isNew = !standing.scans.has(key);
    planned.push({ shipment, key, isNew });
    if (!isNew) {
      continue;
    }
    if (standing.latest && input.occurredAt < standing.latest) {
      throw new AppError('TRACKING_EVENT_BEFORE_LATEST');
    }
    if (!canRecordTrackingStatus(standing.statuses, input.status)) {
      throw new AppError('TRACKING_STATUS_NOT_ALLOWED');
    }
    standing.statuses.push(input.status);
    standing.latest = input.occurredAt;
    standing.scans.set(key, '');
    fresh.push({
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
  }

  const inserted = await insertEvents(tx, fresh);
  const created = new Map(
    inserted.map((row) => [scanKey(row.shipmentId, row.status, row.occurredAt), row]),
  );
  const earlierIds = planned.flatMap(({ key, shipment }) => {
    const id = created.has(key) ? '' : (standings.get(shipment.id)?.scans.get(key) ?? '');
    return id ? [id] : [];
  });
  const earlier = new Map((await findEventsByIds(tx, earlierIds)).map((row) => [row.id, row]));

  const requests = await followOnRequests(tx, inserted, byRef, now);
  // The goods reached the destination: the request's invoices get their import date (once).
  const imports = new Map<string, Date>();
  for (const event of inserted) {
    const requestId = byRef.get(event.shipmentId)?.shipRequestId;
    const earlier = requestId ? imports.get(requestId) : undefined;
    if (
      requestId &&
      isImportedTrackingStatus(event.status) &&
      !(earlier && earlier <= event.occurredAt)
    ) {
      imports.set(requestId, event.occurredAt);
    }
  }
  const dated = await stampImportDates(
    tx,
    [...imports].map(([shipRequestId, importedAt]) => ({ shipRequestId, importedAt })),
  );
  await discardInvoiceDocuments(tx, dated);
  await recordAudits(
    tx,
    inserted.flatMap((event): AuditEntry[] =>
      event.recordedBy
        ? [
            {
              actor: event.recordedBy,
              action: 'tracking.record-event',
              subject: requestOf(event, byRef, requests)?.userId ?? null,
              detail: { eventId: event.id, shipmentId: event.shipmentId, status: event.status },
            },
          ]
        : [],
    ),
  );
  // Events recorded together (a scan file) tell the customer once per shipment, with its newest
  // status: four e-mails at once about one parcel help nobody; the page linked shows them all.
  const newest = new Map(inserted.map((event) => [event.shipmentId, event]));
  await notifyShipmentStatus(
    tx,
    { mailer, publicUrl, now },
    [...newest.values()].flatMap((event): ShipmentStatusNotice[] => {
      const request = requestOf(event, byRef, requests);
      return request
        ? [
            {
              userId: request.userId,
              orderNumber: formatOrderNumber(request.number),
              airWaybillNumber: request.airWaybillNumber,
              status: event.status,
              occurredAt: event.occurredAt,
              location: event.location,
            },
          ]
        : [];
    }),
  );

  return planned.map(({ key, shipment, isNew }) => {
    const found = created.get(key) ?? earlier.get(standings.get(shipment.id)?.scans.get(key) ?? '');
    if (!found) {
      throw new Error('an event was neither recorded nor found');
    }
    return { event: found, shipment, created: isNew };
  });
}

function requestOf(
  event: TrackingEventRow,
  byRef: Map<string, TrackedShipmentRow>,
  requests: Map<string, ShipRequestRow>,
) {
  const requestId = byRef.get(event.shipmentId)?.shipRequestId;
  return requestId ? requests.get(requestId) : undefined;
}

/**
 * Moves the requests as their new events say (departed from the first event at or past
 * departure, delivered at delivery) and answers every request of those shipments as it is now.
 */
async function followOnRequests(
  tx: Tx,
  events: readonly TrackingEventRow[],
  byRef: Map<string, TrackedShipmentRow>,
  now: Date,
): Promise<Map<string, ShipRequestRow>> {
  const requestIds = [
    ...new Set(events.flatMap((event) => byRef.get(event.shipmentId)?.shipRequestId ?? [])),
  ];
  const requests = new Map((await lockShipRequests(tx, requestIds)).map((row) => [row.id, row]));
  const departures = new Map<string, TrackingEventRow>();
  const deliveries = new Map<string, TrackingEventRow>();
  for (const event of events) {
    const request = requestOf(event, byRef, requests);
    const implied = shipRequestStatusAfter(event.status);
    if (!request || implied === null) {
      continue;
    }
    if (request.status === 'paid' || request.status === 'preparing') {
      throw new AppError('SHIP_REQUEST_NOT_PACKED', {
        params: { orderNumber: formatOrderNumber(request.number) },
      });
    }
    if (request.status === 'packed' && !departures.has(request.id)) {
      departures.set(request.id, event);
    }
    if (implied === 'delivered' && request.status !== 'delivered') {
      deliveries.set(request.id, event);
    }
  }

  const move = async (to: 'departed' | 'delivered', moves: Map<string, TrackingEventRow>) => {
    // One call per actor, so each move's audit names who caused it.
    const byActor = new Map<string | null, { request: ShipRequestRow; at: Date }[]>();
    for (const [requestId, event] of moves) {
      const request = requests.get(requestId);
      if (request) {
        byActor.set(event.recordedBy, [
          ...(byActor.get(event.recordedBy) ?? []),
          { request, at: event.occurredAt },
        ]);
      }
    }
    for (const [actorUserId, list] of byActor) {
      for (const moved of await moveShipRequestsTo(tx, list, { to, now, actorUserId })) {
        requests.set(moved.id, moved);
      }
    }
  };
  await move('departed', departures);
  await move('delivered', deliveries);
  return requests;
}
