// `npm run bench -- scans` runs this in a process of its own (node --import tsx), so the memory
// it prints is the import's: 2,500 packed shipments are written to a fresh PGlite, then a carrier
// file of 10,000 scans (four per shipment, each departure moving a request and its package) goes
// through the real import. The last line of output is the result as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDb, openDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { formatAirWaybill } from '@skyparcel/domain/tracking';
import Fastify from 'fastify';
import { importTrackingScans } from '../features/staff-tracking/import-tracking-scans';
import { systemClock } from '../lib/clock';
import { createMailer } from '../modules/mail';
import { buildCustomer, buildUser, warehouseIdOf } from './build-user';

const ROWS = Number(process.argv[2] ?? 10_000);
const PER_SHIPMENT = 4;
const SHIPMENTS = Math.ceil(ROWS / PER_SHIPMENT);
const BATCH = 500;
const STEPS = [
  ['departed_origin_airport', 'New York, United States', 'JFK'],
  ['arrived_transit_airport', 'Dubai, United Arab Emirates', 'DXB'],
  ['departed_transit_airport', 'Dubai, United Arab Emirates', 'DXB'],
  ['arrived_destination_airport', 'Kuwait City, Kuwait', 'KWI'],
] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-scans-'));
const handle = await openDb({ kind: 'pglite', dataDir });
const { db } = handle;
try {
  await migrateDb(handle);
  await seedReferenceData(db);
  const customer = await buildCustomer(db, { firstName: 'Bench', lastName: 'Consignee' });
  const clerk = await buildUser(db, { role: 'STAFF', warehouses: ['US-DE'] });
  const warehouseId = await warehouseIdOf(db, 'US-DE');
  const now = new Date();
  const awbs: string[] = [];
  for (let start = 0; start < SHIPMENTS; start += BATCH) {
    const count = Math.min(BATCH, SHIPMENTS - start);
    const serials = Array.from({ length: count }, (_, index) => 6_000_000 + start + index);
    const requests = await db
      .insert(schema.shipRequests)
      .values(
        serials.map((serial) => ({
          userId: customer.user.id,
          warehouseId,
          destinationCountryCode: 'KW',
          shipTo: {
            consigneeName: 'Bench Consignee',
            street: 'Block 3',
            street2: null,
            city: 'Salmiya',
            stateOrProvince: 'Hawalli',
            zip: null,
            countryCode: 'KW',
            phoneCountryCode: '+965',
            phoneNumber: '55512345',
            addressType: 'home' as const,
          },
          status: 'packed' as const,
          options: [],
          quoteLines: [],
          totalMinor: 0,
          currency: 'USD',
          quotedAt: now,
          quoteExpiresAt: now,
          paidAt: now,
          packedAt: now,
          airWaybillNumber: formatAirWaybill('701', String(serial)),
          finalWeightGrams: 2_000,
          billedWeightGrams: 2_000,
        })),
      )
      .returning();
    const packages = await db
      .insert(schema.packages)
      .values(
        requests.map((_, index) => ({
          userId: customer.user.id,
          warehouseId,
          status: 'preparing' as const,
          retailerName: 'Amazon',
          retailerTrackingNumber: `BENCH${start + index}`,
          carrier: 'UPS',
          weightAmount: 2,
          weightUnit: 'Kg' as const,
          length: 30,
          width: 20,
          depth: 10,
          lengthUnit: 'Cm' as const,
          receivedAt: now,
        })),
      )
      .returning({ id: schema.packages.id });
    await db.insert(schema.shipRequestPackages).values(
      requests.map((request, index) => ({
        shipRequestId: request.id,
        packageId: packages[index]?.id ?? '',
      })),
    );
    const shipments = await db
      .insert(schema.trackedShipments)
      .values(
        requests.map((request) => ({
          shipRequestId: request.id,
          airWaybillNumber: request.airWaybillNumber,
          orderNumber: formatOrderNumber(request.number),
          origin: 'New Castle',
          destination: 'Salmiya',
          weightGrams: 2_000,
        })),
      )
      .returning({ id: schema.trackedShipments.id });
    await db.insert(schema.trackingEvents).values(
      shipments.map((shipment) => ({
        shipmentId: shipment.id,
        status: 'preparing_package' as const,
        occurredAt: now,
        location: 'New Castle',
        source: 'system' as const,
      })),
    );
    awbs.push(...requests.flatMap((request) => request.airWaybillNumber ?? []));
  }

  const lines = ['airWaybillNumber,status,occurredAt,location,airportCode,note'];
  for (const awb of awbs) {
    for (const [index, [status, location, airport]] of STEPS.entries()) {
      const at = new Date(now.getTime() + (index + 1) * 3_600_000).toISOString();
      lines.push(`${awb},${status},${at},"${location}",${airport},`);
    }
  }
  const text = lines.slice(0, ROWS + 1).join('\n');

  const log = Fastify({ logger: false }).log;
  const mailer = createMailer({ db, smtpUrl: undefined, from: 'bench@skyparcel.test', log });
  const publicUrl = 'http://localhost';
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const result = await importTrackingScans(
    { db, clock: systemClock, mailer, publicUrl },
    { id: clerk.user.id, role: 'STAFF' },
    { kind: 'csv', text },
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  await mailer.close();
  console.log(
    JSON.stringify({
      ...result,
      ms: Math.round(ms),
      peakRssMb: Math.round(peakRss / 1048576),
      growthMb: Math.round((peakRss - baselineRss) / 1048576),
    }),
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
