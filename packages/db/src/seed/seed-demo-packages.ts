import { formatPackageNumber, isInSuite } from '@skyparcel/domain/packages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  notifications,
  packageLineItems,
  packageLockers,
  packageStatusHistory,
  packages,
  staffWarehouses,
  users,
  warehouses,
} from '../schema/index';
import {
  DEMO_PACKAGES,
  DEMO_STAFF_EMAIL,
  DEMO_SUITE_NUMBERS,
  DEMO_SUITE_OWNER_EMAIL,
} from './data/demo-packages';
import { demoCalendar } from './demo-calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo suite (runs after the demo accounts): suite numbers and lockers for the demo
 * customers, the demo clerk at every warehouse, a dozen packages of the demo customer in
 * every state, and ready packages of the business company's two users. Packages are keyed by tracking number, so a second run adds nothing; missing
 * accounts (SEED_DEMO off) make it do nothing.
 */
export async function seedDemoPackages(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const calendar = demoCalendar(now);
  await db.transaction(async (tx) => {
    const activeWarehouses = await tx
      .select({ id: warehouses.id, code: warehouses.code })
      .from(warehouses)
      .where(eq(warehouses.isActive, true));
    const warehouseIdByCode = new Map(activeWarehouses.map((row) => [row.code, row.id]));

    for (const [email, suiteNumber] of Object.entries(DEMO_SUITE_NUMBERS)) {
      const [user] = await tx
        .update(users)
        .set({ suiteNumber })
        .where(and(eq(users.email, email), isNull(users.suiteNumber)))
        .returning({ id: users.id });
      const [existing] = user
        ? [user]
        : await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) {
        await tx
          .insert(packageLockers)
          .values(activeWarehouses.map((w) => ({ userId: existing.id, warehouseId: w.id })))
          .onConflictDoNothing();
      }
    }

    const [staff] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_STAFF_EMAIL));
    if (staff) {
      await tx
        .insert(staffWarehouses)
        .values(activeWarehouses.map((w) => ({ userId: staff.id, warehouseId: w.id })))
        .onConflictDoNothing();
    }

    const ownerEmails = [
      ...new Set(DEMO_PACKAGES.map((demo) => demo.ownerEmail ?? DEMO_SUITE_OWNER_EMAIL)),
    ];
    const owners = await tx
      .select({ id: users.id, email: users.email, suiteNumber: users.suiteNumber })
      .from(users)
      .where(inArray(users.email, ownerEmails));
    const ownerByEmail = new Map(owners.map((owner) => [owner.email, owner]));
    const known = await tx
      .select({ tracking: packages.retailerTrackingNumber })
      .from(packages)
      .where(
        and(
          inArray(
            packages.userId,
            owners.map((owner) => owner.id),
          ),
          inArray(
            packages.retailerTrackingNumber,
            DEMO_PACKAGES.map((demo) => demo.retailerTrackingNumber),
          ),
        ),
      );
    const seen = new Set(known.map((row) => row.tracking));

    for (const demo of DEMO_PACKAGES) {
      const warehouseId = warehouseIdByCode.get(demo.warehouseCode);
      const owner = ownerByEmail.get(demo.ownerEmail ?? DEMO_SUITE_OWNER_EMAIL);
      if (!warehouseId || !owner || seen.has(demo.retailerTrackingNumber)) {
        continue;
      }
      const receivedAt = calendar.at(demo.receivedDaysAgo);
      const lineTotals = demo.lineItems.map((item) => item.quantity * item.unitValueMinor);
      const hasItems = demo.lineItems.length > 0;
      const [row] = await tx
        .insert(packages)
        .values({
          userId: owner.id,
          warehouseId,
          labelSuiteNumber: owner.suiteNumber,
          status: demo.status,
          reason: demo.reason ?? null,
          retailerName: demo.retailerName,
          retailerTrackingNumber: demo.retailerTrackingNumber,
          carrier: demo.carrier,
          weightAmount: demo.weight.amount,
          weightUnit: demo.weight.unit,
          length: demo.dimensions.length,
          width: demo.dimensions.width,
          depth: demo.dimensions.depth,
          lengthUnit: demo.dimensions.unit,
          quantity: demo.lineItems.reduce((sum, item) => sum + item.quantity, 0),
          totalValueMinor: hasItems ? lineTotals.reduce((sum, total) => sum + total, 0) : null,
          valueCurrency: hasItems ? demo.currency : null,
          warehouseComment: demo.warehouseComment ?? null,
          adminComment: demo.adminComment ?? null,
          receivedAt,
          receivedBy: staff?.id ?? null,
          // Packages that left the suite stopped their storage clock two days after receipt.
          storageStoppedAt: isInSuite(demo.status)
            ? null
            : new Date(Math.min(receivedAt.getTime() + 2 * DAY_MS, now.getTime())),
        })
        .returning({ id: packages.id, number: packages.number });
      if (!row) {
        continue;
      }
      if (hasItems) {
        await tx.insert(packageLineItems).values(
          demo.lineItems.map((item, index) => ({
            packageId: row.id,
            sortOrder: index,
            description: item.description,
            quantity: item.quantity,
            unitValueMinor: item.unitValueMinor,
            currency: demo.currency,
            totalValueMinor: item.quantity * item.unitValueMinor,
            hsCode: item.hsCode ?? null,
            scheduleB: item.scheduleB ?? null,
          })),
        );
      }
      await tx.insert(packageStatusHistory).values([
        {
          packageId: row.id,
          actorUserId: staff?.id ?? null,
          toStatus: 'in_review',
          createdAt: receivedAt,
        },
        ...(demo.status === 'in_review'
          ? []
          : [
              {
                packageId: row.id,
                actorUserId: staff?.id ?? null,
                fromStatus: 'in_review' as const,
                toStatus: demo.status,
                reason: demo.reason ?? null,
                // An hour after receipt, or now for a package received this hour.
                createdAt: new Date(Math.min(receivedAt.getTime() + 60 * 60 * 1000, now.getTime())),
              },
            ]),
      ]);
      if (demo.status === 'in_review' || demo.status === 'action_required') {
        await tx.insert(notifications).values({
          userId: owner.id,
          kind: demo.status === 'in_review' ? 'package_received' : 'action_required',
          packageId: row.id,
          params: {
            number: formatPackageNumber(row.number),
            retailer: demo.retailerName,
            ...(demo.reason ? { reason: demo.reason } : {}),
          },
          createdAt: receivedAt,
          updatedAt: receivedAt,
        });
      }
    }
  });
}
