import type { LengthUnit, WeightUnit } from '../pricing/delivery-price.schemas';
import { lbToKg, roundTo } from '../units/convert-units';
import { chargeableWeightKg } from './chargeable-weight';
import { sumOfDimensionsCm, volumetricWeightKg } from './volumetric-weight';

/** A parcel as measured: its weight and, when known, its box. */
export type ParcelMeasures = {
  weight: { amount: number; unit: WeightUnit };
  dimensions?: { length: number; width: number; depth: number; unit: LengthUnit } | null;
  pieces?: number;
};

export type ParcelWeights = {
  actualKg: number;
  /** Null when no dimensions were given. */
  volumetricKg: number | null;
  chargeableKg: number;
};

/** Actual, volumetric and chargeable weight of one parcel (spec section 9), in kg. */
export function parcelWeights(parcel: ParcelMeasures): ParcelWeights {
  const actualKg =
    parcel.weight.unit === 'Lb' ? lbToKg(parcel.weight.amount) : parcel.weight.amount;
  const box = parcel.dimensions ?? null;
  const volumetricKg = box ? volumetricWeightKg({ ...box, pieces: parcel.pieces ?? 1 }) : null;
  const chargeableKg = chargeableWeightKg({
    actualKg,
    volumetricKg,
    sumOfDimensionsCm: box ? sumOfDimensionsCm(box) : null,
  });
  return { actualKg, volumetricKg, chargeableKg };
}

/**
 * A consolidated shipment's weights: the sum of its parcels' actual and chargeable weights, 2
 * decimals. Each parcel keeps its own oversize rule, so adding a parcel never lowers the weight;
 * the weight of the box packed at the warehouse may differ and is billed then (product.md).
 */
export function shipmentWeights(parcels: readonly ParcelMeasures[]): {
  actualKg: number;
  chargeableKg: number;
} {
  let actualKg = 0;
  let chargeableKg = 0;
  for (const parcel of parcels) {
    const weights = parcelWeights(parcel);
    actualKg += weights.actualKg;
    chargeableKg += weights.chargeableKg;
  }
  return { actualKg: roundTo(actualKg, 2), chargeableKg: roundTo(chargeableKg, 2) };
}
