import { migrateDb, schema } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { formatInvoiceNumber, type InvoiceKind } from '@skyparcel/domain/invoices';
import { eq } from 'drizzle-orm';
import { renderInvoicePdf } from '../modules/invoice-documents';
import { createSession } from '../modules/sessions';
import { openBenchDb } from './bench-database';
import { invoiceFixture } from './invoice-fixture';

const DAY = 24 * 60 * 60 * 1000;
const KINDS: InvoiceKind[] = ['shipping', 'shipping', 'service', 'return', 'shipping_additional'];

/**
 * For `npm run bench` (decision 050): a customer with `count` invoices at the US warehouse over
 * the last 120 days (one in three unpaid, each with a package line), written straight into the
 * ledger's tables of the PGlite folder the portal will then open, and a session token. The
 * numbers are formatted as the ledger's; the sequences are not advanced (nothing is issued).
 */
export async function prepareBenchInvoices(dataDir: string, count = 2_000) {
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
        email: `bench-invoices-${Date.now()}@example.com`,
        firstName: 'Bench',
        lastName: 'Invoices',
        isApproved: true,
        emailConfirmedAt: new Date(),
        suiteNumber: `SP8${String(Date.now()).slice(-5)}`,
      })
      .returning();
    if (!user) {
      throw new Error('bench customer not created');
    }
    const [pkg] = await handle.db
      .insert(schema.packages)
      .values({
        userId: user.id,
        warehouseId: warehouse.id,
        status: 'delivered',
        retailerName: 'Amazon',
        retailerTrackingNumber: `BENCHINV${Date.now()}`,
        carrier: 'UPS',
        weightAmount: 2,
        weightUnit: 'Kg',
        length: 30,
        width: 20,
        depth: 10,
        lengthUnit: 'Cm',
        receivedAt: new Date(),
      })
      .returning({ id: schema.packages.id });
    const now = Date.now();
    const year = new Date().getUTCFullYear() + 1;
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const index = start + offset;
        const kind = KINDS[index % KINDS.length] ?? 'service';
        const unpaid = index % 3 === 0;
        const issuedAt = new Date(now - (index % 120) * DAY - index * 1000);
        return {
          kind,
          number: formatInvoiceNumber(kind, year, index + 1),
          year,
          serial: index + 1,
          userId: user.id,
          currency: 'USD',
          statementCode: 'SERVICE' as const,
          billTo: invoiceFixture().billTo,
          warehouseId: warehouse.id,
          issuedAt,
          dueAt: new Date(issuedAt.getTime() + 14 * DAY),
          otherChargesMinor: 2_500,
          billedMinor: 2_500,
          paidMinor: unpaid ? 0 : 2_500,
          outstandingMinor: unpaid ? 2_500 : 0,
        };
      });
      const inserted = await handle.db
        .insert(schema.invoices)
        .values(rows)
        .returning({ id: schema.invoices.id });
      await handle.db.insert(schema.invoiceLines).values(
        inserted.map(({ id }) => ({
          invoiceId: id,
          position: 1,
          kind: 'charge' as const,
          code: 'SERVICE' as const,
          quantity: 1,
          unitPriceMinor: 2_500,
          totalPriceMinor: 2_500,
          packageId: pkg?.id ?? null,
        })),
      );
    }
    const { token } = await createSession(handle.db, user.id);
    return { token, countryCode: warehouse.countryCode };
  } finally {
    await handle.close();
  }
}

/**
 * The PDF of one invoice, timed in this process (the first renders load fonts and warm up):
 * the milliseconds of each of `rounds` renders, English and Arabic alternating, and the
 * process's CPU milliseconds per render (which other work on the machine does not inflate).
 */
export async function timeInvoicePdfs(rounds = 20): Promise<{ times: number[]; cpuMs: number }> {
  const invoice = invoiceFixture();
  const options = { publicUrl: 'http://localhost' };
  for (let warm = 0; warm < 3; warm += 1) {
    await renderInvoicePdf(invoice, warm % 2 === 0 ? 'en-US' : 'ar-AE', options);
  }
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await renderInvoicePdf(invoice, round % 2 === 0 ? 'en-US' : 'ar-AE', options);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { times, cpuMs: (cpu.user + cpu.system) / 1000 / rounds };
}
