import { type DbHandle, schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildCustomer, buildUser } from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import { creditBalanceOf } from '../pricing';
import { findInvoiceForViewer, issueCreditNote, issueInvoice } from './index';

let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

const AT = new Date('2031-06-01T09:00:00Z');

/** A manual invoice of USD 100.00 for a new customer, paid `paidMinor` by card. */
async function invoiceOf(paidMinor: number) {
  const customer = await buildCustomer(handle.db);
  const invoice = await handle.db.transaction((tx) =>
    issueInvoice(tx, {
      kind: 'manual',
      userId: customer.user.id,
      currency: 'USD',
      statement: { code: 'MANUAL' },
      billTo: { name: 'Sara', lines: [], countryCode: 'KW', phone: null, email: null, taxId: null },
      lines: [
        {
          kind: 'charge',
          code: 'MANUAL',
          description: 'Consolidation',
          params: {},
          hsCode: null,
          quantity: 1,
          unitPriceMinor: 10_000,
          totalPriceMinor: 10_000,
          dutyMinor: 0,
          dutyPercent: null,
          vatMinor: 0,
          vatPercent: null,
          exciseMinor: 0,
          packageId: null,
        },
      ],
      issuedAt: AT,
      doneBy: null,
      payments:
        paidMinor > 0
          ? [
              {
                method: 'card',
                amountMinor: paidMinor,
                paymentId: null,
                responseCode: 'succeeded',
                responseText: null,
                transactionId: 'txn_credit',
                chargedTo: 'Visa •••• 4242',
                paidAt: AT,
              },
            ]
          : [],
    }),
  );
  return { customer, invoice };
}

const credit = (invoiceId: string, amountMinor: number, by: string | null = null) =>
  handle.db.transaction((tx) =>
    issueCreditNote(tx, { invoiceId, amountMinor, reason: 'Goodwill', by, issuedAt: AT }),
  );

describe('issueCreditNote', () => {
  test('a paid invoice credited in full balances to zero; what was paid becomes account credit', async () => {
    const { customer, invoice } = await invoiceOf(10_000);
    const admin = await buildUser(handle.db, { role: 'ADMIN' });
    const result = await credit(invoice.id, 10_000, admin.user.id);
    expect(result.invoice).toMatchObject({ creditedMinor: 10_000, outstandingMinor: 0 });
    expect(result.toAccountCreditMinor).toBe(10_000);
    expect(result.creditNote).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^CN-2031-\d{6}$/),
      creditsInvoiceId: invoice.id,
      billedMinor: 10_000,
      outstandingMinor: 0,
      dueAt: null,
      doneBy: admin.user.id,
    });
    expect(await creditBalanceOf(handle.db, customer.user.id, 'USD')).toBe(10_000);

    const shown = await findInvoiceForViewer(handle.db, customer.user, invoice.id, 'en-US', AT);
    expect(shown.creditNotes).toEqual([
      { id: result.creditNote.id, number: result.creditNote.number, amountMinor: 10_000 },
    ]);
    const note = await findInvoiceForViewer(
      handle.db,
      customer.user,
      result.creditNote.id,
      'en-US',
      AT,
    );
    expect(note).toMatchObject({
      statement: `Credit note for invoice ${invoice.number}`,
      reason: 'Goodwill',
      creditsInvoice: { id: invoice.id, number: invoice.number },
      paymentStatus: 'paid',
    });
    const audit = await handle.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'invoice.credit'),
          eq(schema.auditLog.targetUserId, customer.user.id),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  test('an unpaid invoice credited in part owes less and gives no account credit', async () => {
    const { customer, invoice } = await invoiceOf(0);
    const result = await credit(invoice.id, 2_500);
    expect(result.invoice).toMatchObject({ creditedMinor: 2_500, outstandingMinor: 7_500 });
    expect(result.toAccountCreditMinor).toBe(0);
    expect(await creditBalanceOf(handle.db, customer.user.id, 'USD')).toBe(0);
  });

  test('a half-paid invoice: only what was paid beyond the new outstanding goes to account credit', async () => {
    const { customer, invoice } = await invoiceOf(6_000);
    const first = await credit(invoice.id, 3_000);
    expect(first.invoice.outstandingMinor).toBe(1_000);
    expect(first.toAccountCreditMinor).toBe(0);
    const second = await credit(invoice.id, 3_000);
    expect(second.invoice.outstandingMinor).toBe(0);
    expect(second.toAccountCreditMinor).toBe(2_000);
    expect(await creditBalanceOf(handle.db, customer.user.id, 'USD')).toBe(2_000);
  });

  test('never more than billed less what was credited; nothing is issued when refused', async () => {
    const { invoice } = await invoiceOf(0);
    await credit(invoice.id, 6_000);
    await expect(credit(invoice.id, 4_001)).rejects.toMatchObject({
      code: 'CREDIT_NOTE_TOO_LARGE',
      params: { number: invoice.number, available: 'USD 40.00' },
    });
    await expect(credit(invoice.id, 0)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const notes = await handle.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.creditsInvoiceId, invoice.id));
    expect(notes).toHaveLength(1);
    const last = await credit(invoice.id, 4_000);
    expect(last.invoice.outstandingMinor).toBe(0);
  });

  test('two credit notes racing for the same last amount: one is issued, the other refused', async () => {
    const { invoice } = await invoiceOf(0);
    const results = await Promise.allSettled([
      credit(invoice.id, 7_000),
      credit(invoice.id, 7_000),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  test('a credit note cannot itself be credited', async () => {
    const { invoice } = await invoiceOf(0);
    const { creditNote } = await credit(invoice.id, 1_000);
    await expect(credit(creditNote.id, 500)).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
  });
});
