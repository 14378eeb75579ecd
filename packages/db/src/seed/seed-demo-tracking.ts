import type { Db } from '../client';
import { trackedShipments, trackingEvents } from '../schema/index';
import { DEMO_SHIPMENTS } from './data/demo-tracking';

/**
 * Writes the demo shipments of the public tracking page, one per air waybill. A shipment that
 * already exists is skipped with its events: both were written together in an earlier run,
 * so inserting the events again would only duplicate its timeline.
 */
export async function seedDemoTracking(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { events, ...shipment } of DEMO_SHIPMENTS) {
      const firstEvent = events[0];
      const [inserted] = await tx
        .insert(trackedShipments)
        .values({ ...shipment, createdAt: firstEvent?.occurredAt })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        continue;
      }
      await tx
        .insert(trackingEvents)
        .values(events.map((event) => ({ ...event, shipmentId: inserted.id })));
    }
  });
}
