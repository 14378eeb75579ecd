import { migrateDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { eq } from 'drizzle-orm';
import { createSession } from '../modules/sessions';
import { openBenchDb } from './bench-database';

const DAY = 24 * 60 * 60 * 1000;
const STATUSES = [
  'ready_to_send',
  'in_review',
  'action_required',
  'preparing',
  'delivered',
] as const;

/**
 * For `npm run bench`: a customer with `count` packages at the US warehouse (spread over the
 * tabs, with line items) in the PGlite folder the portal will then open, plus one more package
 * for the upload figure, ten ready packages for the quote figure, 50 contacts for the state
 * figure, and a session token. Runs before the portal starts (PGlite has one owner).
 */
export async function prepareBenchSuite(dataDir: string, count = 500) {
  const handle = await openBenchDb(dataDir);
  try {
    await migrateDb(handle);
    await seedReferenceData(handle.db);
    const [warehouse] = await handle.db
      .select()
      .from(schema.warehouses)
      .where(eq(schema.warehouses.code, 'US-DE'));
    if (!warehouse) {
      throw new Error('no US warehouse');
    }
    const [user] = await handle.db
      .insert(schema.users)
      .values({
        email: `bench-${Date.now()}@example.com`,
        firstName: 'Bench',
        lastName: 'Customer',
        isApproved: true,
        emailConfirmedAt: new Date(),
        suiteNumber: `SP9${String(Date.now()).slice(-5)}`,
      })
      .returning();
    if (!user) {
      throw new Error('bench customer not created');
    }
    const now = Date.now();
    const rows = Array.from({ length: count + 1 }, (_, index) => ({
      userId: user.id,
      warehouseId: warehouse.id,
      status: index === count ? ('in_review' as const) : STATUSES[index % STATUSES.length],
      reason: index % STATUSES.length === 2 && index !== count ? ('item_details' as const) : null,
      retailerName: ['Amazon', 'Best Buy', 'Etsy', 'Walmart', 'Target'][index % 5] ?? 'Amazon',
      retailerTrackingNumber: `BENCH${String(index).padStart(8, '0')}`,
      carrier: 'UPS',
      weightAmount: 1 + (index % 10) / 2,
      weightUnit: 'Lb' as const,
      length: 12,
      width: 9,
      depth: 4,
      lengthUnit: 'In' as const,
      quantity: 2,
      totalValueMinor: 4_998,
      valueCurrency: 'USD',
      receivedAt: new Date(now - (index % 60) * DAY - index * 1000),
    }));
    const inserted: { id: string }[] = [];
    for (let start = 0; start < rows.length; start += 100) {
      inserted.push(
        ...(await handle.db
          .insert(schema.packages)
          .values(rows.slice(start, start + 100))
          .returning({ id: schema.packages.id })),
      );
    }
    for (let start = 0; start < inserted.length; start += 200) {
      await handle.db.insert(schema.packageLineItems).values(
        inserted.slice(start, start + 200).map((pkg) => ({
          packageId: pkg.id,
          sortOrder: 0,
          description: 'Running shoes',
          quantity: 2,
          unitValueMinor: 2_499,
          currency: 'USD',
          totalValueMinor: 4_998,
          hsCode: '640411',
        })),
      );
    }
    // The state figure (issue 14): a customer with a full address book, 50 contacts over 5
    // countries, the first the default.
    const countries = ['KW', 'AE', 'SA', 'GB', 'US'] as const;
    await handle.db.insert(schema.contacts).values(
      Array.from({ length: 50 }, (_, index) => ({
        userId: user.id,
        firstName: 'Bench',
        lastName: `Contact ${index + 1}`,
        street: `Street ${index + 1}`,
        city: 'City',
        stateOrProvince: 'State',
        countryCode: countries[index % countries.length] ?? 'KW',
        phoneCountryCode: '+965',
        phoneNumber: `5551${String(index).padStart(4, '0')}`,
        addressType: 'home' as const,
        shipperConsigneeAddressType: 'consignee' as const,
        isDefault: index === 0,
        fingerprint: `bench-contact-${index}`,
      })),
    );
    const { token } = await createSession(handle.db, user.id);
    const uploadPackage = inserted.at(-1);
    // The quote figure: a 10-package consolidation of this customer's ready packages.
    const readyPackageIds = inserted
      .filter((_, index) => rows[index]?.status === 'ready_to_send')
      .slice(0, 10)
      .map((pkg) => pkg.id);
    return {
      token,
      warehouseId: warehouse.id,
      uploadPackageId: uploadPackage?.id ?? '',
      readyPackageIds,
    };
  } finally {
    await handle.close();
  }
}
