import { IN_TO_CM, LB_TO_KG } from '../units/convert-units';
import type { PackBox } from './packing.schemas';

/**
 * A box as the clerk typed it (weight in lb or kg, sides in in or cm) in the units boxes are
 * stored in: whole grams and millimetres (issue 12). The volumetric and billed weights are then
 * the ship-requests area's `boxWeights`, so the screen and the server compute them alike.
 */
export function toBoxMeasures(box: PackBox): {
  actualWeightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
} {
  const kg = box.weight.unit === 'Lb' ? box.weight.amount * LB_TO_KG : box.weight.amount;
  const mm = (side: number) =>
    Math.max(1, Math.round((box.dimensions.unit === 'In' ? side * IN_TO_CM : side) * 10));
  return {
    actualWeightGrams: Math.max(1, Math.round(kg * 1000)),
    lengthMm: mm(box.dimensions.length),
    widthMm: mm(box.dimensions.width),
    heightMm: mm(box.dimensions.depth),
  };
}
