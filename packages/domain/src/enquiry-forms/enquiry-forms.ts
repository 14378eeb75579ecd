// An area of its own, with no zod: the contact page names its forms with these before it needs
// their schemas (apps/web loads them when a form is first checked, decision 036); a module beside
// the schemas in one area would share their chunk, zod with it.

/** Contact-us enquiry types (spec section 9), in display order. */
export const ENQUIRY_TYPE_CODES = [
  'general_enquiry',
  'account_related',
  'track_package',
  'delayed_package',
  'missing_package',
  'damaged_package',
  'rate_and_shipping_charge',
  'invoice_and_payment',
  'website_issue',
  'notification_update_issue',
  'other',
] as const;

export const ENQUIRY_FORMS = ['general', 'technical', 'loss_claim', 'feedback'] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];
