import type { QuoteLine } from '../pricing/quote-ship-request';
import type { InvoiceLine } from './invoice-totals';

/** A declared item of the shipment, its value already in the invoice's currency. */
export type ShippingInvoiceGoods = {
  packageId: string;
  hsCode: string | null;
  description: string;
  quantity: number;
  unitPriceMinor: number;
  totalPriceMinor: number;
};

const DISCOUNT_CODES = new Set(['MEMBERSHIP_DISCOUNT', 'COUPON']);
const SPREAD_CODES = new Set(['DUTY', 'VAT']);

const blank = {
  description: null,
  hsCode: null,
  dutyMinor: 0,
  dutyPercent: null,
  vatMinor: 0,
  vatPercent: null,
  exciseMinor: 0,
  packageId: null,
} satisfies Partial<InvoiceLine>;

/**
 * Splits `amount` over `weights` in whole minor units that add up exactly (largest remainder:
 * each share rounded down, the units left go to the largest remainders, earliest first).
 */
export function spreadByWeight(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0) {
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) {
      break;
    }
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function percentOf(line: QuoteLine): string | null {
  const basisPoints = Number(line.params.rateBasisPoints);
  return Number.isFinite(basisPoints) ? String(basisPoints / 100) : null;
}

/**
 * The lines of a shipping invoice from the quote that was paid (issue 13, decision 049): each
 * charge line keeps its quote code; membership discount and coupon become discount lines; the
 * account credit is not a line but `creditAppliedMinor`. The declared goods are the commercial
 * lines, and the quote's duty and VAT are spread over them by value with one rounding rule
 * (spreadByWeight), so the invoice's totals equal the quote's. Without declared goods, duty and
 * VAT stay lines of their own.
 */
export function shippingInvoiceLines(
  quoteLines: readonly QuoteLine[],
  goods: readonly ShippingInvoiceGoods[],
): { lines: InvoiceLine[]; creditAppliedMinor: number } {
  const goodsLines: InvoiceLine[] = goods.map((item) => ({
    ...blank,
    kind: 'goods',
    code: 'GOODS',
    description: item.description,
    params: {},
    hsCode: item.hsCode,
    quantity: item.quantity,
    unitPriceMinor: item.unitPriceMinor,
    totalPriceMinor: item.totalPriceMinor,
    packageId: item.packageId,
  }));
  const weights = goodsLines.map((line) => Math.max(0, line.totalPriceMinor));
  const canSpread = weights.some((weight) => weight > 0);

  const lines: InvoiceLine[] = [];
  let creditAppliedMinor = 0;
  for (const quoteLine of quoteLines) {
    const amount = quoteLine.amount.amountMinor;
    if (quoteLine.code === 'CREDIT') {
      creditAppliedMinor += -amount;
      continue;
    }
    if (SPREAD_CODES.has(quoteLine.code) && canSpread) {
      const shares = spreadByWeight(amount, weights);
      goodsLines.forEach((line, index) => {
        const share = shares[index] ?? 0;
        if (quoteLine.code === 'DUTY') {
          line.dutyMinor += share;
          line.dutyPercent = percentOf(quoteLine);
        } else {
          line.vatMinor += share;
          line.vatPercent = percentOf(quoteLine);
        }
      });
      continue;
    }
    const isDiscount = DISCOUNT_CODES.has(quoteLine.code);
    const total = isDiscount ? -amount : amount;
    lines.push({
      ...blank,
      kind: isDiscount ? 'discount' : 'charge',
      code: quoteLine.code,
      params: quoteLine.params,
      quantity: 1,
      unitPriceMinor: total,
      totalPriceMinor: total,
    });
  }
  return { lines: [...goodsLines, ...lines], creditAppliedMinor };
}
