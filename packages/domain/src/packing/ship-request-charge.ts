/**
 * Charges added to a ship request after payment (issue 12): today only the weight difference of
 * a packing heavier than paid. Issue 13's invoice ledger turns an unpaid one into a
 * shipping-additional invoice payable from the cart (decision 043).
 */
export const SHIP_REQUEST_CHARGE_KINDS = ['weight_difference'] as const;
export type ShipRequestChargeKind = (typeof SHIP_REQUEST_CHARGE_KINDS)[number];

/** Why a weight-difference charge has its amount: the weights and the rate card it used. */
export type WeightDifferenceReason = {
  code: 'WEIGHT_DIFFERENCE';
  paidKg: number;
  billedKg: number;
  rateCardId: string;
  /** The difference on the rate card, in the card's currency (minor units). */
  originalMinor: number;
  originalCurrency: string;
};
