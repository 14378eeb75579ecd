import type { ShipmentSummary } from './shipment-summary.schemas';

type Money = { amountMinor: number; currency: string };

/** A paid ship request as the summary reads it. */
export type PaidShipRequestFigures = {
  paidAt: Date;
  total: Money;
  finalWeightGrams: number | null;
  /** The quote's lines: code and amount (discounts are negative). */
  lines: readonly { code: string; amount: Money }[];
  /** Freight saved by consolidating its packages (the quote's `consolidationSaving`). */
  consolidationSaving: Money;
};

/**
 * The profile's year in figures (issue 14, spec section 7 get-shippment-summary): this year's
 * paid requests by UTC month, the packed weight, and per currency what was paid (account credit
 * included), what the coupon and membership lines took off and what consolidation saved. `packagesWaiting` is counted elsewhere.
 */
export function summariseShipments(
  year: number,
  requests: readonly PaidShipRequestFigures[],
  packagesWaiting: number,
): ShipmentSummary {
  const ofYear = requests.filter((request) => request.paidAt.getUTCFullYear() === year);
  const shipmentsByMonth = Array.from({ length: 12 }, () => 0);
  const spent = new Map<string, number>();
  const savedByCoupons = new Map<string, number>();
  const savedByMembership = new Map<string, number>();
  const savedByConsolidation = new Map<string, number>();
  let weightShippedGrams = 0;

  for (const request of ofYear) {
    const month = request.paidAt.getUTCMonth();
    shipmentsByMonth[month] = (shipmentsByMonth[month] ?? 0) + 1;
    weightShippedGrams += request.finalWeightGrams ?? 0;
    add(spent, request.total);
    add(savedByConsolidation, request.consolidationSaving);
    for (const line of request.lines) {
      // Paid from account credit is spent all the same: the total is what was left to pay.
      if (line.code === 'CREDIT') {
        add(spent, { ...line.amount, amountMinor: -line.amount.amountMinor });
      }
      if (line.code === 'COUPON') {
        add(savedByCoupons, { ...line.amount, amountMinor: -line.amount.amountMinor });
      }
      if (line.code === 'MEMBERSHIP_DISCOUNT') {
        add(savedByMembership, { ...line.amount, amountMinor: -line.amount.amountMinor });
      }
    }
  }

  return {
    year,
    shipmentsThisYear: ofYear.length,
    packagesWaiting,
    weightShippedGrams,
    spent: listOf(spent),
    savedByCoupons: listOf(savedByCoupons),
    savedByMembership: listOf(savedByMembership),
    savedByConsolidation: listOf(savedByConsolidation),
    shipmentsByMonth,
  };
}

function add(sums: Map<string, number>, { amountMinor, currency }: Money) {
  sums.set(currency, (sums.get(currency) ?? 0) + amountMinor);
}

/** Per currency, alphabetically, leaving out a currency that sums to nothing. */
function listOf(sums: Map<string, number>): Money[] {
  return [...sums.entries()]
    .filter(([, amountMinor]) => amountMinor !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ amountMinor, currency }));
}
