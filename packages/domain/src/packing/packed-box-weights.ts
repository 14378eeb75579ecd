import type { LengthUnit, WeightUnit } from '../pricing/delivery-price.schemas';
import { parcelWeights, shipmentWeights } from '../shipping/shipment-weight';

/** A box as the clerk measures it on the packing table. */
export type PackedBoxMeasures = {
  weight: { amount: number; unit: WeightUnit };
  dimensions: { length: number; width: number; depth: number; unit: LengthUnit };
};

export type PackedBoxWeights = {
  actualKg: number;
  volumetricKg: number;
  /** What is charged: the chargeable weight rule of spec section 9 (parcelWeights). */
  billedKg: number;
};

/** One box's actual, volumetric (166 in / 6000 cm) and billed weight, in kg (spec section 9). */
export function packedBoxWeights(box: PackedBoxMeasures): PackedBoxWeights {
  const weights = parcelWeights(box);
  return {
    actualKg: weights.actualKg,
    volumetricKg: weights.volumetricKg ?? 0,
    billedKg: weights.chargeableKg,
  };
}

/** The shipment's final (actual) and billed weight: the sum of its boxes (spec section 3). */
export function packedShipmentWeights(boxes: readonly PackedBoxMeasures[]): {
  finalKg: number;
  billedKg: number;
} {
  const { actualKg, chargeableKg } = shipmentWeights(boxes);
  return { finalKg: actualKg, billedKg: chargeableKg };
}
