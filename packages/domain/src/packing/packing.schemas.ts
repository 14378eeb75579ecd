import { z } from 'zod';
import { DimensionsInputSchema, WeightInputSchema } from '../packages/package.schemas';
import { MoneyDtoSchema } from '../pricing/delivery-price.schemas';
import { SHIPPING_OPTION_CODES } from '../pricing/shipping-options';
import { BoxWeightsDtoSchema, ShipToAddressSchema } from '../ship-requests/ship-request.schemas';
import { ChecklistItemSchema } from './packing-checklist';

/** The states of the staff's packing queue (issue 12): paid, being prepared, packed. */
export const PACKING_QUEUE_STATUSES = ['paid', 'preparing', 'packed'] as const;
export type PackingQueueStatus = (typeof PACKING_QUEUE_STATUSES)[number];

/** GET /staff/warehouses/{warehouseId}/ship-requests?status=: one state, or all three. */
export const PackingQueueQuerySchema = z.object({
  status: z.enum(PACKING_QUEUE_STATUSES, { error: 'validation.invalidChoice' }).optional(),
});
export type PackingQueueQuery = z.infer<typeof PackingQueueQuerySchema>;

/** The most boxes one ship request is packed in. */
export const MAX_BOXES = 20;

/** One box as measured on the packing table: actual weight and dimensions, each with its unit. */
export const PackBoxSchema = z.object({
  weight: WeightInputSchema,
  dimensions: DimensionsInputSchema,
});
export type PackBox = z.infer<typeof PackBoxSchema>;

/** POST /staff/ship-requests/{id}/pack: the boxes and the ticked checklist. */
export const PackBodySchema = z.object({
  boxes: z.array(PackBoxSchema).min(1, 'validation.required').max(MAX_BOXES, 'validation.tooMany'),
  checklist: z.array(ChecklistItemSchema).max(20).default([]),
});
export type PackBody = z.infer<typeof PackBodySchema>;

/** A request in the staff's queue (issue 12, Staff console: work queue). */
export const PackingQueueItemSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(PACKING_QUEUE_STATUSES),
  paidAt: z.string(),
  warehouseId: z.string(),
  warehouseCode: z.string(),
  destinationCode: z.string(),
  customerName: z.string(),
  suiteNumber: z.string(),
  options: z.array(z.enum(SHIPPING_OPTION_CODES)),
  specialInstructions: z.string().nullable(),
  packageCount: z.number(),
  /** The chargeable weight the customer paid for, kg. */
  paidWeightKg: z.number(),
  airWaybillNumber: z.string().nullable(),
});
export type PackingQueueItem = z.infer<typeof PackingQueueItemSchema>;

/** A packed box: its weights in kg, and by the spec's names with units (dimWeight in lb). */
export const PackedBoxSchema = z
  .object({
    boxNumber: z.number(),
    actualKg: z.number(),
    volumetricKg: z.number(),
    billedKg: z.number(),
    dimensionsCm: z.object({ length: z.number(), width: z.number(), height: z.number() }),
    /** The box's shipping label PDF (A6). */
    labelUrl: z.string(),
  })
  .extend(BoxWeightsDtoSchema.shape);
export type PackedBox = z.infer<typeof PackedBoxSchema>;

/** The weight difference as the clerk and the customer see it: charged, lower or the same. */
export const WeightDifferenceDtoSchema = z.object({
  kind: z.enum(['same', 'lower', 'higher']),
  paidKg: z.number(),
  billedKg: z.number(),
  /** Only when heavier: the unpaid charge recorded on the request. */
  amount: MoneyDtoSchema.nullable(),
  isPaid: z.boolean(),
});
export type WeightDifferenceDto = z.infer<typeof WeightDifferenceDtoSchema>;

/** One request on the packing screen: the queue's fields, the checklist, packages and boxes. */
export const PackingDetailsSchema = PackingQueueItemSchema.extend({
  shipTo: ShipToAddressSchema,
  packages: z.array(
    z.object({
      id: z.string(),
      packageNumber: z.string(),
      retailerName: z.string(),
      retailerTrackingNumber: z.string(),
      /** Photos staff added since the request was paid (LPH needs at least one). */
      packingPhotoCount: z.number(),
    }),
  ),
  checklist: z.array(ChecklistItemSchema),
  needsPhotos: z.boolean(),
  boxes: z.array(PackedBoxSchema),
  /** The pallets an EDI booking's row named for the shipment; null for loose boxes. */
  palletCount: z.number().int().nullable(),
  finalWeightKg: z.number().nullable(),
  billedWeightKg: z.number().nullable(),
  weightDifference: WeightDifferenceDtoSchema.nullable(),
});
export type PackingDetails = z.infer<typeof PackingDetailsSchema>;

/**
 * GET /shipping/requests/{id}/additional-charges: what the customer owes on a request after
 * payment (issue 12: the weight difference), with its reason; unpaid until issue 13's invoice.
 */
export const AdditionalChargeSchema = z.object({
  id: z.string(),
  kind: z.enum(['weight_difference']),
  amount: MoneyDtoSchema,
  reason: z.object({ paidKg: z.number(), billedKg: z.number() }),
  isPaid: z.boolean(),
  /** The shipping-additional invoice that bills it (decision 049), payable from the cart. */
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdditionalCharge = z.infer<typeof AdditionalChargeSchema>;
