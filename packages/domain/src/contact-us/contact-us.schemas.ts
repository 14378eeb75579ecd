import { z } from 'zod';

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

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

/**
 * One body for the four contact forms; the general questions form adds country and package
 * locker number (spec section 2), the loss claim form adds the shipment and the loss.
 */
export const ContactEnquiryBodySchema = z
  .object({
    form: z.enum(ENQUIRY_FORMS),
    enquiryType: z.enum(ENQUIRY_TYPE_CODES).optional(),
    countryCode: z.string().trim().length(2, 'validation.required').toUpperCase().optional(),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: z
      .string({ error: 'validation.required' })
      .trim()
      .toLowerCase()
      .pipe(z.email('validation.email')),
    packageLockerNumber: z.string().trim().max(40, 'validation.tooLong').optional(),
    trackingNumber: z.string().trim().max(40, 'validation.tooLong').optional(),
    message: requiredText(4000),
  })
  .superRefine((body, ctx) => {
    if (body.form === 'general' && !body.countryCode) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.required' });
    }
    if (body.form === 'loss_claim' && !body.trackingNumber) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'validation.required' });
    }
  });
export type ContactEnquiryBody = z.infer<typeof ContactEnquiryBodySchema>;

export const EnquiryTypeSchema = z.object({ code: z.string(), label: z.string() });
export type EnquiryType = z.infer<typeof EnquiryTypeSchema>;
