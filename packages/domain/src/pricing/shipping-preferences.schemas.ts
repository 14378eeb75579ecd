import { z } from 'zod';
import { MoneyDtoSchema } from './delivery-price.schemas';
import { ShippingOptionCodeSchema } from './quote.schemas';
import { SHIPPING_OPTION_CODES, type ShippingOptionCode } from './shipping-options';

/**
 * The customer's shipping preferences (spec section 3 and 7, Profile; decision 041): the option
 * codes the start-shipment wizard preselects. Each code at most once, so no list is longer than
 * the catalogue; a duplicate is refused rather than merged, as the customer sent something else.
 */
export const ShippingPreferenceCodesSchema = z
  .array(ShippingOptionCodeSchema, { error: 'validation.invalid' })
  .max(SHIPPING_OPTION_CODES.length, 'validation.tooMany')
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: 'validation.invalid' });
      }
    });
  });

/** PUT /userProfile/set-shipping-preferences: every preference the customer keeps (none is none). */
export const SetShippingPreferencesBodySchema = z.object({
  codes: ShippingPreferenceCodesSchema,
});
export type SetShippingPreferencesBody = z.infer<typeof SetShippingPreferencesBodySchema>;

/** GET /userProfile/get-shipping-preferences: the caller's codes, in the catalogue's order. */
export const ShippingPreferencesSchema = z.object({
  codes: z.array(z.enum(SHIPPING_OPTION_CODES)),
});
export type ShippingPreferences = z.infer<typeof ShippingPreferencesSchema>;

/**
 * GET /userProfile/list-shipping-preferences?warehouseId=: the fees at that warehouse, named by
 * its id or its code ('US-DE'), as the other warehouse paths accept.
 */
export const ShippingPreferenceListQuerySchema = z.object({
  warehouseId: z
    .string()
    .trim()
    .min(1, 'validation.invalid')
    .max(64, 'validation.tooLong')
    .optional(),
});

export const ShippingPreferenceItemSchema = z.object({
  code: z.enum(SHIPPING_OPTION_CODES),
  /** The profile text's i18n key (spec section 3: 'insurance', 'take photos at login', …). */
  nameKey: z.string(),
  /** That text in the caller's language. */
  name: z.string(),
  /** INS: priced by declared value per destination (extended liability), so no flat fee. */
  isPricedByDeclaredValue: z.boolean(),
  /** The fee at the warehouse asked for; null without one, for INS, or where it is not offered. */
  fee: MoneyDtoSchema.nullable(),
  /** Whether the caller keeps it, so the profile's form needs one call. */
  isChosen: z.boolean(),
});
export type ShippingPreferenceItem = z.infer<typeof ShippingPreferenceItemSchema>;

/** The profile text of a preference (packages/i18n, `shipping.preferences.codes.<code>`). */
export function shippingPreferenceNameKey(code: ShippingOptionCode): string {
  return `shipping.preferences.codes.${code}`;
}
