import { expect, test } from 'vitest';
import { summariseShipments } from './summarise-shipments';

const kwd = (amountMinor: number) => ({ amountMinor, currency: 'KWD' });

test('counts this year’s paid requests by month, their weight, spending (credit too) and savings (coupons, membership, consolidation) per currency', () => {
  const summary = summariseShipments(
    2026,
    [
      {
        paidAt: new Date('2026-01-31T23:30:00Z'),
        total: kwd(12_500),
        finalWeightGrams: 2_500,
        lines: [
          { code: 'FREIGHT', amount: kwd(14_000) },
          { code: 'COUPON', amount: kwd(-1_000) },
          { code: 'MEMBERSHIP_DISCOUNT', amount: kwd(-500) },
        ],
        consolidationSaving: kwd(2_614),
      },
      {
        paidAt: new Date('2026-03-02T10:00:00Z'),
        total: { amountMinor: 1_000, currency: 'USD' },
        finalWeightGrams: null,
        lines: [
          { code: 'FREIGHT', amount: { amountMinor: 4_000, currency: 'USD' } },
          { code: 'CREDIT', amount: { amountMinor: -3_000, currency: 'USD' } },
        ],
        consolidationSaving: { amountMinor: 0, currency: 'USD' },
      },
      {
        paidAt: new Date('2025-12-31T23:59:59Z'),
        total: kwd(99_000),
        finalWeightGrams: 9_000,
        lines: [{ code: 'COUPON', amount: kwd(-9_000) }],
        consolidationSaving: kwd(5_000),
      },
    ],
    3,
  );
  expect(summary).toEqual({
    year: 2026,
    shipmentsThisYear: 2,
    packagesWaiting: 3,
    weightShippedGrams: 2_500,
    spent: [kwd(12_500), { amountMinor: 4_000, currency: 'USD' }],
    savedByCoupons: [kwd(1_000)],
    savedByMembership: [kwd(500)],
    // Last year's saving is left out, and a currency that saved nothing is not listed.
    savedByConsolidation: [kwd(2_614)],
    shipmentsByMonth: [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  });
});

test('a customer without shipments has twelve empty months and no money lines', () => {
  expect(summariseShipments(2026, [], 0)).toMatchObject({
    shipmentsThisYear: 0,
    spent: [],
    savedByCoupons: [],
    shipmentsByMonth: Array.from({ length: 12 }, () => 0),
  });
});
