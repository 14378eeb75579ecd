import { expect, test } from 'vitest';
import { money } from '../money/money';
import { bookingInvoiceLines } from './booking-invoice-lines';
import { invoiceTotals } from './invoice-totals';

const freight = (amountMinor: number) => ({
  code: 'FREIGHT' as const,
  reason: 'CHARGEABLE_WEIGHT' as const,
  params: { chargeableKg: 2.5, halfKgSteps: 5 },
  original: money(amountMinor, 'USD'),
  amount: money(amountMinor, 'USD'),
});

test('a FREIGHT charge line per booked shipment, naming its AWB and order; totals are the freight', () => {
  const lines = bookingInvoiceLines([
    { orderNumber: 'XWF00000042', airWaybillNumber: '176-12345675', quoteLines: [freight(4_250)] },
    { orderNumber: 'XWF00000043', airWaybillNumber: '176-12345686', quoteLines: [freight(1_000)] },
  ]);
  expect(
    lines.map((line) => [line.kind, line.code, line.description, line.totalPriceMinor]),
  ).toEqual([
    ['charge', 'FREIGHT', '176-12345675 / XWF00000042', 4_250],
    ['charge', 'FREIGHT', '176-12345686 / XWF00000043', 1_000],
  ]);
  expect(lines[0]?.params).toEqual({ chargeableKg: 2.5, halfKgSteps: 5 });
  expect(invoiceTotals(lines)).toMatchObject({ freightMinor: 5_250, billedMinor: 5_250 });
});
