/**
 * Shipping preferences a ship request can ask for (spec section 3): INS insurance (extended
 * liability), LPH photos, DSB discard shoe boxes, FRG fragile stickers, EPK extra packing,
 * ORB original boxes.
 */
export const SHIPPING_OPTION_CODES = ['INS', 'LPH', 'DSB', 'FRG', 'EPK', 'ORB'] as const;
export type ShippingOptionCode = (typeof SHIPPING_OPTION_CODES)[number];

/** Options with a flat fee per warehouse; INS is priced by declared value instead. */
export const FLAT_FEE_OPTION_CODES = [
  'LPH',
  'DSB',
  'FRG',
  'EPK',
  'ORB',
] as const satisfies readonly ShippingOptionCode[];
export type FlatFeeOptionCode = (typeof FLAT_FEE_OPTION_CODES)[number];

export function isFlatFeeOption(code: ShippingOptionCode): code is FlatFeeOptionCode {
  return code !== 'INS';
}
