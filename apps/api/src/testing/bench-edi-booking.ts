// `npm run bench -- edi` runs this in a process of its own (node --import tsx), so the memory it
// prints is the upload's: a 10,000-row XLSX booking file goes through the real upload use case
// (read as a stream, every row checked, all booked in one transaction) on a fresh PGlite. The
// last line of output is the result as JSON.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDb, openDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { EDI_BOOKING_COLUMNS, EDI_BOOKING_EXAMPLE } from '@skyparcel/domain/edi-booking';
import ExcelJS from 'exceljs';
import { uploadEdiBookings } from '../features/edi-booking/upload-edi-bookings';
import { systemClock } from '../lib/clock';
import { buildUser } from './build-user';

const ROWS = Number(process.argv[2] ?? 10_000);
const LANES = [
  { originAirport: 'JFK', destinationAirport: 'KWI', consigneePhone: '+965 5123 4567' },
  { originAirport: 'LHR', destinationAirport: 'DXB', consigneePhone: '+971 50 123 4567' },
  { originAirport: 'DXB', destinationAirport: 'RUH', consigneePhone: '+966 50 123 4567' },
] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-edi-'));
const handle = await openDb({ kind: 'pglite', dataDir });
const { db } = handle;
try {
  await migrateDb(handle);
  await seedReferenceData(db);
  const [company] = await db
    .insert(schema.companies)
    .values({ name: 'Bench Trading', customerId: 'SKEC9999' })
    .returning();
  if (!company) {
    throw new Error('company not created');
  }
  const shipper = await buildUser(db, { role: 'SHIPPER', companyId: company.id });

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bookings');
  sheet.addRow([...EDI_BOOKING_COLUMNS]);
  for (let index = 0; index < ROWS; index += 1) {
    const row = {
      ...EDI_BOOKING_EXAMPLE,
      ...LANES[index % LANES.length],
      pieces: String(1 + (index % 3)),
      consigneeName: `Consignee ${index + 1}`,
    };
    sheet.addRow(EDI_BOOKING_COLUMNS.map((column) => row[column]));
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { view } = await uploadEdiBookings(
    { db, clock: systemClock },
    { id: shipper.user.id, companyId: company.id },
    { fileName: 'bench.xlsx', bytes },
    randomUUID(),
  );
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (view.upload.status !== 'success' || view.bookedCount !== ROWS) {
    throw new Error(
      `the bench file did not book: ${JSON.stringify(view.upload.problems.slice(0, 3))}`,
    );
  }
  console.log(
    JSON.stringify({
      rows: ROWS,
      booked: view.bookedCount,
      fileMb: Number((bytes.length / 1048576).toFixed(2)),
      ms: Math.round(ms),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      peakRssMb: Math.round(peakRss / 1048576),
      growthMb: Math.round((peakRss - baselineRss) / 1048576),
    }),
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
