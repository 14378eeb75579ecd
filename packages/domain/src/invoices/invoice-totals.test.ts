import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoicePagePath } from './invoice-kinds';
import {
  type InvoiceLine,
  invoicePaymentStatus,
  invoiceTotals,
  outstandingMinor,
} from './invoice-totals';

function line(overrides: Partial<InvoiceLine>): InvoiceLine {
  return {
    kind: 'charge',
    code: 'FREIGHT',
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

describe('invoiceTotals', () => {
  it('shows goods for customs without billing them, and counts duty and VAT once wherever they sit', () => {
    const totals = invoiceTotals([
      line({
        kind: 'goods',
        code: 'GOODS',
        totalPriceMinor: 250_000,
        dutyMinor: 12_500,
        vatMinor: 6_000,
      }),
      line({ code: 'FREIGHT', totalPriceMinor: 9_000 }),
      line({ code: 'INS', totalPriceMinor: 1_000 }),
      line({ code: 'VAT', totalPriceMinor: 500 }),
      line({ code: 'CUSTOMS_ADMIN_FEE', totalPriceMinor: 1_000 }),
      line({ kind: 'discount', code: 'COUPON', totalPriceMinor: 2_000 }),
    ]);
    expect(totals).toEqual({
      commercialInvoiceMinor: 250_000,
      freightMinor: 9_000,
      otherChargesMinor: 1_000,
      vatMinor: 6_500,
      dutiesMinor: 13_500,
      exciseMinor: 0,
      discountsMinor: 2_000,
      billedMinor: 9_000 + 1_000 + 6_500 + 13_500 - 2_000,
    });
  });

  it('never bills below zero when discounts exceed the charges', () => {
    const totals = invoiceTotals([
      line({ code: 'FREIGHT', totalPriceMinor: 1_000 }),
      line({ kind: 'discount', code: 'COUPON', totalPriceMinor: 5_000 }),
    ]);
    expect(totals.billedMinor).toBe(0);
  });
});

describe('invoice balance', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const due = new Date('2026-11-20T00:00:00Z');

  it('owes what is billed less credit, payments and credit notes, never below zero', () => {
    expect(
      outstandingMinor({
        billedMinor: 10_000,
        creditAppliedMinor: 1_000,
        paidMinor: 2_000,
        creditedMinor: 500,
      }),
    ).toBe(6_500);
    expect(
      outstandingMinor({
        billedMinor: 10_000,
        creditAppliedMinor: 0,
        paidMinor: 10_000,
        creditedMinor: 10_000,
      }),
    ).toBe(0);
  });

  it('is paid, partially paid, unpaid, or overdue past its due date', () => {
    const unpaid = { billedMinor: 10_000, creditAppliedMinor: 0, paidMinor: 0, creditedMinor: 0 };
    expect(invoicePaymentStatus({ ...unpaid, paidMinor: 10_000 }, due, now)).toBe('paid');
    expect(invoicePaymentStatus({ ...unpaid, paidMinor: 4_000 }, null, now)).toBe('partially_paid');
    expect(invoicePaymentStatus(unpaid, null, now)).toBe('unpaid');
    expect(invoicePaymentStatus(unpaid, due, now)).toBe('overdue');
    expect(invoicePaymentStatus(unpaid, new Date('2026-12-01T00:00:00Z'), now)).toBe('unpaid');
  });
});

describe('invoice numbers and pages', () => {
  it('prefixes each kind and pads the serial', () => {
    expect(formatInvoiceNumber('shipping', 2026, 42)).toBe('SI-2026-000042');
    expect(formatInvoiceNumber('credit_note', 2027, 1_234_567)).toBe('CN-2027-1234567');
    expect(() => formatInvoiceNumber('manual', 2026, 0)).toThrow(RangeError);
  });

  it('opens each kind on the spec page that shows it', () => {
    expect(invoicePagePath('shipping_additional', 'a b')).toBe('/shipping-invoice?id=a%20b');
    expect(invoicePagePath('return', 'x')).toBe('/service-return-invoice?id=x');
    expect(invoicePagePath('credit_note', 'x')).toBe('/manual-credit-invoice?id=x');
  });
});
