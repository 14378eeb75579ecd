import { TRACKING_EVENT_SOURCES, TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { shipRequests } from './ship-requests';

export const trackingStatus = pgEnum('tracking_status', TRACKING_STATUSES);
export const trackingEventSource = pgEnum('tracking_event_source', TRACKING_EVENT_SOURCES);

/** A shipment as the public tracking page knows it: by air waybill or XWF order number. */
export const trackedShipments = pgTable('tracked_shipments', {
  id: id(),
  airWaybillNumber: text().unique(),
  orderNumber: text().unique(),
  /**
   * The ship request it tracks (decision 042), opened when the request is paid; null only for
   * the old demo rows that no request made.
   */
  shipRequestId: uuid()
    .unique()
    .references(() => shipRequests.id, { onDelete: 'cascade' }),
  origin: text().notNull(),
  destination: text().notNull(),
  pieces: integer().notNull().default(1),
  weightGrams: integer().notNull(),
  createdAt: createdAt(),
});

/**
 * Append-only: an event is never updated or deleted; a mistake is put right by a row in
 * `tracking_event_corrections` (decision 042).
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    shipmentId: uuid()
      .notNull()
      .references(() => trackedShipments.id, { onDelete: 'cascade' }),
    status: trackingStatus().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull(),
    airportCode: text(),
    note: text(),
    /** The clerk who scanned it; null for an import or the system. */
    recordedBy: uuid().references(() => users.id),
    source: trackingEventSource().notNull().default('system'),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.shipmentId, table.occurredAt),
    // The dedupe key: the same scan (shipment, status, time) twice is one event, whether typed
    // by a clerk or imported from a carrier's file.
    uniqueIndex('tracking_events_dedupe').on(table.shipmentId, table.status, table.occurredAt),
  ],
);

/**
 * A correction of a tracking event (decision 042): the event as it should read, with the reason,
 * who and when. The newest correction of an event wins; earlier ones stay as history.
 */
export const trackingEventCorrections = pgTable(
  'tracking_event_corrections',
  {
    id: id(),
    eventId: uuid()
      .notNull()
      .references(() => trackingEvents.id, { onDelete: 'cascade' }),
    status: trackingStatus().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull(),
    airportCode: text(),
    note: text(),
    reason: text().notNull(),
    correctedBy: uuid()
      .notNull()
      .references(() => users.id),
    correctedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.eventId, table.correctedAt)],
);
