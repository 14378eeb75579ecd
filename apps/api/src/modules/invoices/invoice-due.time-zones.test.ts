import type { DbHandle } from '@skyparcel/db';
import { DEFAULT_INVOICE_DUE_DAYS } from '@skyparcel/domain/invoices';
import { instantArb, inTimeZoneAsync, timeZoneArb } from '@skyparcel/domain/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildCustomer } from '../../testing/build-user';
import { inDatabaseZone } from '../../testing/in-database-zone';
import { cloneTemplate } from '../../testing/template-db';
import { hasOverdueInvoice, listPayableInvoices } from './index';

// Decision 058: an invoice is numbered in its issue's UTC year, due 14 days of 24 hours after
// the issue instant, and overdue (in the cart, and for GET /state's debts) after that instant.
const DAY_MS = 24 * 60 * 60 * 1000;

let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

test('an issued invoice’s year, due date and overdue flag are the same in every zone', async () => {
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      timeZoneArb,
      instantArb(),
      fc.oneof(
        fc.integer({ min: -DAY_MS, max: 40 * DAY_MS }),
        fc.constantFrom(-1, 0, 1).map((ms) => DEFAULT_INVOICE_DUE_DAYS * DAY_MS + ms),
      ),
      async (processZone, databaseZone, issuedAt, sinceIssueMs) => {
        const now = new Date(issuedAt.getTime() + sinceIssueMs);
        const seen = await inDatabaseZone(handle.db, databaseZone, (tx) =>
          inTimeZoneAsync(processZone, async () => {
            const customer = await buildCustomer(tx);
            const invoice = await buildOneLineInvoice(tx, { owner: customer, issuedAt });
            const [payable] = await listPayableInvoices(tx, customer.user, 'en-US', now);
            return {
              invoice,
              payable,
              hasOverdue: await hasOverdueInvoice(tx, customer.user, now),
            };
          }),
        );
        expect(seen.invoice.number).toMatch(new RegExp(`-${issuedAt.getUTCFullYear()}-\\d{6}$`));
        expect(seen.invoice.dueAt?.getTime()).toBe(
          issuedAt.getTime() + DEFAULT_INVOICE_DUE_DAYS * DAY_MS,
        );
        const isOverdue = sinceIssueMs > DEFAULT_INVOICE_DUE_DAYS * DAY_MS;
        expect(seen.payable?.dueAt).toBe(seen.invoice.dueAt?.toISOString());
        expect(seen.payable?.isOverdue).toBe(isOverdue);
        expect(seen.hasOverdue).toBe(isOverdue);
      },
    ),
    { numRuns: 25 },
  );
});
