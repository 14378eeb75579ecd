import { z } from 'zod';
import { MoneyDtoSchema } from '../pricing/delivery-price.schemas';
import { BoxWeightsDtoSchema } from '../ship-requests/ship-request.schemas';
import { SHIP_REQUEST_STATUSES } from '../ship-requests/ship-request-status';
import { ORDER_NUMBER_PREFIX } from '../shipping/order-number';
import { DeliveryStatusSchema } from './delivery-status';
import { TrackingEventSchema } from './tracking.schemas';

/**
 * One box of a packed shipment, weights in grams and sides in millimetres (issue 12), and its
 * weights by the spec's names with their units: actualWeight, billedWeight, dimWeight (lb),
 * volWeight (kg).
 */
export const ShipmentBoxSchema = z
  .object({
    boxNumber: z.number().int(),
    actualWeightGrams: z.number().int(),
    lengthMm: z.number().int(),
    widthMm: z.number().int(),
    heightMm: z.number().int(),
    volumetricWeightGrams: z.number().int(),
    billedWeightGrams: z.number().int(),
  })
  .extend(BoxWeightsDtoSchema.shape);
export type ShipmentBox = z.infer<typeof ShipmentBoxSchema>;

/**
 * What the packed weight added to the price (the packing's weight-difference charge, decision
 * 043): billed heavier than paid; unpaid until issue 13's invoices.
 */
export const WeightDifferenceChargeSchema = z.object({
  amount: MoneyDtoSchema,
  paidKg: z.number(),
  billedKg: z.number(),
  isPaid: z.boolean(),
  /** The shipping-additional invoice that bills it (decision 049): the Pay now link. */
  invoiceId: z.string().nullable(),
});

/**
 * A paid ship request as its customer follows it (suite tabs Preparing and Delivered, spec
 * section 3 Ship request): state, boxes, final weight, air waybill and CAWB.
 */
export const CustomerShipmentSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  warehouseId: z.string(),
  warehouseCode: z.string(),
  destinationCode: z.string(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  deliveryStatus: DeliveryStatusSchema,
  airWaybillNumber: z.string().nullable(),
  masterWaybillNumber: z.string().nullable(),
  finalWeightGrams: z.number().int().nullable(),
  packageCount: z.number().int(),
  boxes: z.array(ShipmentBoxSchema),
  /** The pallets an EDI booking's row said the shipment is loaded on; null for loose boxes. */
  palletCount: z.number().int().nullable(),
  weightDifferenceCharge: WeightDifferenceChargeSchema.nullable(),
  paidAt: z.string().nullable(),
  packedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /**
   * A colleague's name on a business user's list (decision 053): the shipment is theirs, the
   * company's to follow. Absent on the caller's own shipments.
   */
  ownerName: z.string().optional(),
});
export type CustomerShipment = z.infer<typeof CustomerShipmentSchema>;

/** Which of the suite's tabs asks: requests on their way (paid to departed) or delivered. */
export const CUSTOMER_SHIPMENT_STAGES = ['preparing', 'delivered'] as const;
export type CustomerShipmentStage = (typeof CUSTOMER_SHIPMENT_STAGES)[number];

export const CustomerShipmentsQuerySchema = z.object({
  stage: z.enum(CUSTOMER_SHIPMENT_STAGES),
  warehouseId: z.uuid().optional(),
});

/** A timeline event as its customer sees it: the tracking event with the clerk's note. */
export const ShipmentTimelineEventSchema = TrackingEventSchema.extend({
  note: z.string().nullable(),
});
export type ShipmentTimelineEvent = z.infer<typeof ShipmentTimelineEventSchema>;

/** `/delivery-status`: one shipment with every event, oldest first. */
export const ShipmentTimelineSchema = CustomerShipmentSchema.extend({
  events: z.array(ShipmentTimelineEventSchema),
});
export type ShipmentTimeline = z.infer<typeof ShipmentTimelineSchema>;

export const ShipmentTimelineParamsSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^${ORDER_NUMBER_PREFIX}\\d{6,12}$`), 'validation.orderNumber.invalid'),
});
