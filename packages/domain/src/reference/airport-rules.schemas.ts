import { z } from 'zod';
import { MoneyDtoSchema } from '../pricing/delivery-price.schemas';

/**
 * GET /airport/{warehouseId}/rules (spec section 7, Warehouses): what applies to a parcel leaving
 * a warehouse, each part from data the portal already keeps (decision 061, issue 27). The spec
 * names no shape; a part whose data is missing is null rather than a made-up default.
 */
export const AirportRulesSchema = z.object({
  warehouseId: z.string(),
  warehouseCode: z.string(),
  /**
   * The warehouse's country: the `shoppingCountryCode` of GET /shipping/prohibited-items, where
   * the items that may not be sent are listed per destination country.
   */
  originCountryCode: z.string(),
  /** The airport the warehouse's shipments fly from; null when the warehouse names none. */
  airport: z
    .object({
      code: z.string(),
      name: z.string(),
      primaryCity: z.string(),
      countryCode: z.string(),
      /** 'HH:MM', the local time at the airport (the airport keeps no zone, so none is converted). */
      opensAt: z.string(),
      closesAt: z.string(),
      isOpenAroundTheClock: z.boolean(),
      isClosed: z.boolean(),
    })
    .nullable(),
  /** How the charged weight is found (spec section 9): the same figures the quotes use. */
  weight: z.object({
    /** The warehouse's habit: inches and pounds, or centimetres and kilograms. */
    unitSystem: z.enum(['imperial', 'metric']),
    /** L x W x H divided by these gives pounds for inches and kilograms for centimetres. */
    volumetricDivisor: z.object({ In: z.number().int(), Cm: z.number().int() }),
    /** Above this sum of length, width and height the volumetric weight may be charged. */
    oversizeDimensionSumCm: z.number(),
  }),
  /**
   * The warehouse's storage and liability terms in force at the moment of asking
   * (`warehouse_price_terms`, decision 040); null when no version is in force yet.
   */
  terms: z
    .object({
      freeStorageDays: z.number().int(),
      storageFeePerDay: MoneyDtoSchema,
      /** The liability a shipment is covered for (USD 100 / GBP 75, spec section 9). */
      liabilityPerShipment: MoneyDtoSchema,
      /** ISO date-time from which this version of the terms applies. */
      effectiveFrom: z.string(),
    })
    .nullable(),
});
export type AirportRules = z.infer<typeof AirportRulesSchema>;
