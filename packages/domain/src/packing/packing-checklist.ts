import { z } from 'zod';
import { SHIPPING_OPTION_CODES, type ShippingOptionCode } from '../pricing/shipping-options';

/**
 * What a clerk ticks before a request is packed (issue 12, Staff console): each option the
 * customer chose (INS, LPH, DSB, FRG, EPK, ORB) and, when written, the special instructions.
 */
export const CHECKLIST_ITEMS = [...SHIPPING_OPTION_CODES, 'instructions'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const ChecklistItemSchema = z.enum(CHECKLIST_ITEMS);

/** The options that need photos of the shipment before it is packed (LPH: "photos"). */
export const PHOTO_OPTIONS: readonly ShippingOptionCode[] = ['LPH'];

/** The items a request's checklist has, in the options' order, the instructions last. */
export function packingChecklist(request: {
  options: readonly ShippingOptionCode[];
  specialInstructions: string | null;
}): ChecklistItem[] {
  const items: ChecklistItem[] = SHIPPING_OPTION_CODES.filter((code) =>
    request.options.includes(code),
  );
  if (request.specialInstructions?.trim()) {
    items.push('instructions');
  }
  return items;
}

/** The checklist items not ticked yet; packing may end only when none is left. */
export function missingChecklistItems(
  required: readonly ChecklistItem[],
  ticked: readonly ChecklistItem[],
): ChecklistItem[] {
  return required.filter((item) => !ticked.includes(item));
}

/** Whether the request must have photos taken while preparing before it is packed (LPH). */
export function needsPackingPhotos(options: readonly ShippingOptionCode[]): boolean {
  return options.some((code) => PHOTO_OPTIONS.includes(code));
}
