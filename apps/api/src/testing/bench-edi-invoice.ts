// `npm run bench -- invoices` runs this in a process of its own (node --import tsx), so the
// memory it prints is the portal's own for one invoice: an EDI upload's invoice on account with
// 10,000 lines (decision 054), issued through the ledger on a fresh PGlite, then read through
// the real routes (`app.inject`: authorisation, presenter, response serialisation): the detail
// call's p95 and the PDF's first render (time, size, the process's peak memory). The last line
// of output is the result as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDb, openDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { money } from '@skyparcel/domain/money';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { findCompanyBillTo } from '../modules/companies';
import { issueBookingInvoices } from '../modules/invoices';
import { createSession } from '../modules/sessions';
import { loadConfig } from '../plugins/env';
import { buildUser } from './build-user';
import { TEST_AUTH_SECRET } from './test-auth-secret';

const LINES = Number(process.argv[2] ?? 10_000);
const DETAIL_CALLS = Number(process.argv[3] ?? 20);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-bench-edi-invoice-'));
const handle = await openDb({ kind: 'pglite', dataDir: join(dataDir, 'db') });
const { db } = handle;
try {
  await migrateDb(handle);
  await seedReferenceData(db);
  const [company] = await db
    .insert(schema.companies)
    .values({ name: 'Bench Trading', customerId: 'SKEC9998' })
    .returning();
  const [warehouse] = await db
    .select()
    .from(schema.warehouses)
    .where(eq(schema.warehouses.code, 'US-DE'));
  if (!company || !warehouse) {
    throw new Error('bench company or warehouse missing');
  }
  const shipper = await buildUser(db, { role: 'SHIPPER', companyId: company.id });
  const freight = money(4_250, 'USD');
  const [invoice] = await db.transaction(async (tx) =>
    issueBookingInvoices(tx, {
      userId: shipper.user.id,
      billTo: await findCompanyBillTo(tx, company.id, shipper.user.email),
      upload: { serialNumber: 1, fileName: 'bench.xlsx' },
      shipments: Array.from({ length: LINES }, (_, index) => ({
        orderNumber: `XWF${String(50_000_000 + index).padStart(8, '0')}`,
        airWaybillNumber: `701-${String(60_000_000 + index)}`,
        quoteLines: [
          {
            code: 'FREIGHT' as const,
            reason: 'CHARGEABLE_WEIGHT' as const,
            params: { chargeableKg: 1 + (index % 3) },
            original: freight,
            amount: freight,
          },
        ],
        warehouseId: warehouse.id,
        currency: 'USD',
      })),
      issuedAt: new Date(),
    }),
  );
  if (!invoice) {
    throw new Error('no invoice issued');
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    AUTH_SECRET: TEST_AUTH_SECRET,
  });
  const app = await buildApp({ config, dbHandle: handle });
  await app.ready();
  const { token } = await createSession(db, shipper.user.id);
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  // The first page of lines, as the invoice page asks for it, then each call timed.
  const detailUrl = `/api/Invoices/${invoice.id}/country`;
  const first = await get(detailUrl);
  if (first.statusCode !== 200) {
    throw new Error(`detail answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
  }
  const detail = first.json() as { lines: unknown[]; lineCount?: number };
  const detailTimes: number[] = [];
  for (let call = 0; call < DETAIL_CALLS; call += 1) {
    const started = performance.now();
    await get(detailUrl);
    detailTimes.push(performance.now() - started);
  }
  detailTimes.sort((a, b) => a - b);

  // The PDF's first download renders and stores it; the second reads the stored copy.
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const cpuBefore = process.cpuUsage();
  const pdfStarted = performance.now();
  const pdf = await get(`/api/invoices/${invoice.id}/pdf`);
  const pdfMs = performance.now() - pdfStarted;
  const pdfCpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (pdf.statusCode !== 200 || pdf.rawPayload.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`the PDF answered ${pdf.statusCode}`);
  }
  const againStarted = performance.now();
  await get(`/api/invoices/${invoice.id}/pdf`);
  const storedPdfMs = performance.now() - againStarted;
  await app.close();

  console.log(
    JSON.stringify({
      lines: LINES,
      detailLines: detail.lines.length,
      detailKb: Math.round(first.rawPayload.length / 1024),
      detailP50Ms: Number(percentile(detailTimes, 50).toFixed(1)),
      detailP95Ms: Number(percentile(detailTimes, 95).toFixed(1)),
      pdfMs: Math.round(pdfMs),
      pdfCpuMs: Math.round((pdfCpu.user + pdfCpu.system) / 1000),
      pdfKb: Math.round(pdf.rawPayload.length / 1024),
      storedPdfMs: Math.round(storedPdfMs),
      peakRssMb: Math.round(peakRss / 1048576),
      growthMb: Math.round((peakRss - baselineRss) / 1048576),
    }),
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
