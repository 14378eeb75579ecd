import { describe, expect, it } from 'vitest';
import type { QuoteLine } from '../pricing/quote-ship-request';
import { invoiceTotals } from './invoice-totals';
import { shippingInvoiceLines, spreadByWeight } from './shipping-invoice-lines';

function quoteLine(code: QuoteLine['code'], amountMinor: number, params = {}): QuoteLine {
  const amount = { amountMinor, currency: 'USD' };
  return { code, reason: 'OPTION_FEE', params, original: amount, amount };
}

const goods = (totalPriceMinor: number, packageId = 'p1') => ({
  packageId,
  hsCode: '6109.10',
  description: 'T-shirt',
  quantity: 1,
  unitPriceMinor: totalPriceMinor,
  totalPriceMinor,
});

describe('spreadByWeight', () => {
  it('adds up exactly, the left-over units to the largest remainders', () => {
    expect(spreadByWeight(1_001, [3_000, 7_000])).toEqual([300, 701]);
    expect(spreadByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadByWeight(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('shippingInvoiceLines', () => {
  const quote = [
    quoteLine('FREIGHT', 9_000, { chargeableKg: 2 }),
    quoteLine('INS', 1_000),
    quoteLine('DUTY', 1_001, { rateBasisPoints: 500 }),
    quoteLine('VAT', 500, { rateBasisPoints: 1250 }),
    quoteLine('COUPON', -500, { couponCode: 'SPRING10' }),
    quoteLine('CREDIT', -2_000),
  ];
  const paid = quote.reduce((sum, line) => sum + line.amount.amountMinor, 0);

  it('bills what the quote charged: duty and VAT spread over the goods, credit applied, not a line', () => {
    const { lines, creditAppliedMinor } = shippingInvoiceLines(quote, [
      goods(3_000),
      goods(7_000, 'p2'),
    ]);
    expect(creditAppliedMinor).toBe(2_000);
    expect(lines.map((line) => [line.kind, line.code, line.totalPriceMinor])).toEqual([
      ['goods', 'GOODS', 3_000],
      ['goods', 'GOODS', 7_000],
      ['charge', 'FREIGHT', 9_000],
      ['charge', 'INS', 1_000],
      ['discount', 'COUPON', 500],
    ]);
    expect(
      lines
        .slice(0, 2)
        .map((line) => [line.dutyMinor, line.dutyPercent, line.vatMinor, line.vatPercent]),
    ).toEqual([
      [300, '5', 150, '12.5'],
      [701, '5', 350, '12.5'],
    ]);
    const totals = invoiceTotals(lines);
    expect(totals).toMatchObject({
      commercialInvoiceMinor: 10_000,
      dutiesMinor: 1_001,
      vatMinor: 500,
    });
    expect(totals.billedMinor - creditAppliedMinor).toBe(paid);
  });

  it('keeps duty and VAT as lines of their own when nothing was declared', () => {
    const { lines } = shippingInvoiceLines(quote, []);
    expect(lines.map((line) => line.code)).toEqual(['FREIGHT', 'INS', 'DUTY', 'VAT', 'COUPON']);
    expect(invoiceTotals(lines).billedMinor - 2_000).toBe(paid);
  });
});
