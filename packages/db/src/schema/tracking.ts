import { TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const trackingStatus = pgEnum('tracking_status', TRACKING_STATUSES);

/** A shipment as the public tracking page knows it: by air waybill or XWF order number. */
export const trackedShipments = pgTable('tracked_shipments', {
  id: id(),
  airWaybillNumber: text().unique(),
  orderNumber: text().unique(),
  origin: text().notNull(),
  destination: text().notNull(),
  pieces: integer().notNull().default(1),
  weightGrams: integer().notNull(),
  createdAt: createdAt(),
});

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
  },
  (table) => [index().on(table.shipmentId, table.occurredAt)],
);
