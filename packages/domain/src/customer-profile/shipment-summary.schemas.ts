import { z } from 'zod';

const MoneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });

/**
 * GET /UserProfile/get-shippment-summary (spec section 7; issue 14): the customer's year in
 * figures. Money is per currency (a customer may have paid in more than one), in minor units.
 */
export const ShipmentSummarySchema = z.object({
  year: z.number().int(),
  /** Paid ship requests of this calendar year (UTC), cancelled ones left out. */
  shipmentsThisYear: z.number().int(),
  /** Packages in the suite: in review, action required or ready to send. */
  packagesWaiting: z.number().int(),
  /** The packed boxes' actual weight of this year's shipments, in grams. */
  weightShippedGrams: z.number().int(),
  spent: z.array(MoneySchema),
  savedByCoupons: z.array(MoneySchema),
  savedByMembership: z.array(MoneySchema),
  /** Freight saved by sending packages together rather than each alone (decision 048). */
  savedByConsolidation: z.array(MoneySchema),
  /** Paid ship requests per month of the year, January first (12 numbers): the chart. */
  shipmentsByMonth: z.array(z.number().int()).length(12),
});
export type ShipmentSummary = z.infer<typeof ShipmentSummarySchema>;

/** GET /UserProfile/totalizers: the counts the header and the suite show, all time. */
export const TotalizersSchema = z.object({
  packagesWaiting: z.number().int(),
  shipRequestsAwaitingPayment: z.number().int(),
  shipmentsOnTheWay: z.number().int(),
  shipmentsDelivered: z.number().int(),
});
export type Totalizers = z.infer<typeof TotalizersSchema>;
