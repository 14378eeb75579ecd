import { z } from 'zod';

/**
 * The kinds of e-mail a customer chooses (issue 14, decision 048), each what an e-mail's
 * unsubscribe link turns off: the latest offers, the shipment status e-mails (the delivered
 * e-mail always goes, decision 042) and the payment receipts (one asked for again always goes).
 * Security e-mails (sign-in codes, passwords, an e-mail change) are no kind: they always go.
 */
export const UNSUBSCRIBE_KINDS = ['offers', 'status', 'payments'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** GET and PUT /UserProfile/set-cummunication-preferences (spec section 7, Profile). */
export const CommunicationPreferencesSchema = z.object({
  receiveOffersAndPromotionsFlag: z.boolean({ error: 'validation.required' }),
  shipmentStatusEmails: z.boolean({ error: 'validation.required' }),
  invoicePaymentEmails: z.boolean({ error: 'validation.required' }),
});
export type CommunicationPreferences = z.infer<typeof CommunicationPreferencesSchema>;

/** The signed token of an unsubscribe link: user id, kind and an HMAC, URL-safe. */
export const UnsubscribeBodySchema = z.object({
  token: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
});
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>;

export const UnsubscribeAnswerSchema = z.object({
  kind: z.enum(UNSUBSCRIBE_KINDS),
  message: z.string(),
});
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;
