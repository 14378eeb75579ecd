import { type DbHandle, schema } from '@skyparcel/db';
import type { InvoiceLine } from '@skyparcel/domain/invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildCustomer, buildUser, warehouseIdOf } from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import {
  findInvoiceForViewer,
  type InvoiceViewer,
  type IssueInvoiceInput,
  issueInvoice,
} from './index';

// Runs on PGlite and, in the PostgreSQL run (TEST_DATABASE_URL), on a real server where the
// twenty issuing transactions truly overlap.
let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

const ISSUED_AT = new Date('2031-03-05T10:00:00Z');

function line(overrides: Partial<InvoiceLine>): InvoiceLine {
  return {
    kind: 'charge',
    code: 'MANUAL',
    description: null,
    params: {},
    hsCode: null,
    quantity: 1,
    unitPriceMinor: 0,
    totalPriceMinor: 0,
    dutyMinor: 0,
    dutyPercent: null,
    vatMinor: 0,
    vatPercent: null,
    exciseMinor: 0,
    packageId: null,
    ...overrides,
  };
}

function input(userId: string, overrides: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput {
  return {
    kind: 'manual',
    userId,
    currency: 'USD',
    statement: { code: 'MANUAL' },
    billTo: {
      name: 'Sara Nasser',
      lines: ['Block 3', 'Salmiya', 'Kuwait'],
      countryCode: 'KW',
      phone: null,
      email: null,
      taxId: null,
    },
    lines: [line({ unitPriceMinor: 2_500, totalPriceMinor: 2_500, description: 'Repacking' })],
    issuedAt: ISSUED_AT,
    doneBy: null,
    ...overrides,
  };
}

const issue = (values: IssueInvoiceInput) =>
  handle.db.transaction((tx) => issueInvoice(tx, values));
const serialOf = (number: string) => Number(number.slice(-6));

describe('issueInvoice', () => {
  test('numbers it, stores lines, totals, balance, due date, company and payment, and audits it', async () => {
    const [company] = await handle.db.insert(schema.companies).values({ name: 'Acme' }).returning();
    const customer = await buildCustomer(handle.db, { companyId: company?.id ?? null });
    const warehouseId = await warehouseIdOf(handle.db, 'US-DE');
    const invoice = await issue(
      input(customer.user.id, {
        kind: 'shipping',
        statement: { code: 'SHIPPING', params: { orderNumber: 'XWF40000001' } },
        warehouseId,
        lines: [
          line({
            kind: 'goods',
            code: 'GOODS',
            quantity: 2,
            unitPriceMinor: 5_000,
            totalPriceMinor: 10_000,
            vatMinor: 500,
          }),
          line({ code: 'FREIGHT', unitPriceMinor: 9_000, totalPriceMinor: 9_000 }),
          line({ kind: 'discount', code: 'COUPON', totalPriceMinor: 1_000 }),
        ],
        creditAppliedMinor: 2_000,
        payments: [
          {
            method: 'card',
            amountMinor: 6_500,
            responseCode: '00',
            responseText: 'Approved',
            transactionId: 'txn_1',
            chargedTo: 'Visa •••• 4242',
            paidAt: ISSUED_AT,
            paymentId: null,
          },
        ],
      }),
    );

    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^SI-2031-\d{6}$/),
      year: 2031,
      companyId: company?.id,
      commercialInvoiceMinor: 10_000,
      freightMinor: 9_000,
      vatMinor: 500,
      discountsMinor: 1_000,
      billedMinor: 8_500,
      creditAppliedMinor: 2_000,
      paidMinor: 6_500,
      outstandingMinor: 0,
      dueAt: new Date('2031-03-19T10:00:00Z'),
    });
    const dto = await findInvoiceForViewer(handle.db, customer.user, invoice.id, 'fr', ISSUED_AT);
    expect(dto).toMatchObject({
      number: invoice.number,
      statement: 'Expédition de la commande XWF40000001',
      warehouse: { id: warehouseId, code: 'US-DE', countryCode: 'US' },
      paymentStatus: 'paid',
      doneBy: null,
      payments: [
        { payMethod: 'card', amountMinor: 6_500, transactionId: 'txn_1', responseCode: '00' },
      ],
      totals: {
        billedMinor: 8_500,
        creditAppliedMinor: 2_000,
        paidMinor: 6_500,
        outstandingMinor: 0,
      },
    });
    expect(dto.lines.map((each) => [each.code, each.quantity])).toEqual([
      ['GOODS', 2],
      ['FREIGHT', 1],
      ['COUPON', 1],
    ]);
    const audit = await handle.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'invoice.issue'),
          eq(schema.auditLog.targetUserId, customer.user.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ invoiceId: invoice.id, number: invoice.number });
  });

  test('an unpaid invoice is due in 14 days and overdue after; the operator is named', async () => {
    const customer = await buildCustomer(handle.db);
    const admin = await buildUser(handle.db, {
      role: 'ADMIN',
      firstName: 'Lina',
      lastName: 'Haddad',
    });
    const invoice = await issue(
      input(customer.user.id, {
        doneBy: admin.user.id,
        reason: { code: 'TEXT', text: 'Extra packing' },
      }),
    );
    expect(invoice.outstandingMinor).toBe(2_500);
    const later = new Date('2031-03-20T00:00:00Z');
    const dto = await findInvoiceForViewer(handle.db, customer.user, invoice.id, 'en-US', later);
    expect(dto).toMatchObject({
      paymentStatus: 'overdue',
      doneBy: 'Lina Haddad',
      reason: 'Extra packing',
    });
  });
});

describe('findInvoiceForViewer: the viewer rule', () => {
  test('the owner, an ADMIN and every business user of their company see it; anyone else gets INVOICE_NOT_FOUND', async () => {
    const [company] = await handle.db
      .insert(schema.companies)
      .values({ name: 'Globex' })
      .returning();
    const [otherCompany] = await handle.db
      .insert(schema.companies)
      .values({ name: 'Initech' })
      .returning();
    const companyId = company?.id ?? null;
    const owner = await buildCustomer(handle.db, { companyId });
    const invoice = await issue(input(owner.user.id));
    const read = (viewer: InvoiceViewer) =>
      findInvoiceForViewer(handle.db, viewer, invoice.id, 'en-US', ISSUED_AT);

    const admin = await buildUser(handle.db, { role: 'ADMIN' });
    const shipperAdmin = await buildUser(handle.db, { role: 'SHIPPER ADMIN', companyId });
    await expect(read(owner.user)).resolves.toMatchObject({ id: invoice.id });
    await expect(read(admin.user)).resolves.toMatchObject({ id: invoice.id });
    await expect(read(shipperAdmin.user)).resolves.toMatchObject({ id: invoice.id });
    // Issue 15: a SHIPPER of the company too (decision 053).
    const colleague = await buildUser(handle.db, { role: 'SHIPPER', companyId });
    await expect(read(colleague.user)).resolves.toMatchObject({ id: invoice.id });

    const stranger = await buildCustomer(handle.db);
    // A colleague made a CUSTOMER again shares nothing, though still linked to the company.
    const formerColleague = await buildUser(handle.db, { role: 'CUSTOMER', companyId });
    const otherShipperAdmin = await buildUser(handle.db, {
      role: 'SHIPPER ADMIN',
      companyId: otherCompany?.id ?? null,
    });
    const staff = await buildUser(handle.db, { role: 'STAFF', warehouses: ['US-DE'] });
    for (const viewer of [
      stranger.user,
      formerColleague.user,
      otherShipperAdmin.user,
      staff.user,
    ]) {
      await expect(read(viewer)).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
    }
  });
});

describe('invoice numbers', () => {
  test('20 concurrent issues: 20 different, consecutive serials of the kind and year', async () => {
    const customer = await buildCustomer(handle.db);
    const issued = await Promise.all(
      Array.from({ length: 20 }, () =>
        issue(input(customer.user.id, { kind: 'service', statement: { code: 'SERVICE' } })),
      ),
    );
    const serials = issued.map((invoice) => serialOf(invoice.number)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(issued.every((invoice) => invoice.number.startsWith('SV-2031-'))).toBe(true);
  });

  test('a rolled-back issue gives its number back; each kind and year counts on its own', async () => {
    const customer = await buildCustomer(handle.db);
    const first = await issue(
      input(customer.user.id, { kind: 'return', statement: { code: 'RETURN' } }),
    );
    const rolledBack = handle.db.transaction(async (tx) => {
      await issueInvoice(
        tx,
        input(customer.user.id, { kind: 'return', statement: { code: 'RETURN' } }),
      );
      throw new Error('payment failed');
    });
    await expect(rolledBack).rejects.toThrow('payment failed');
    const second = await issue(
      input(customer.user.id, { kind: 'return', statement: { code: 'RETURN' } }),
    );
    expect(serialOf(second.number)).toBe(serialOf(first.number) + 1);

    const nextYear = await issue(
      input(customer.user.id, {
        kind: 'return',
        statement: { code: 'RETURN' },
        issuedAt: new Date('2032-01-01T00:00:00Z'),
      }),
    );
    expect(nextYear.number).toBe('RI-2032-000001');
  });
});
