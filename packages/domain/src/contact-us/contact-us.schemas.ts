import { z } from 'zod';
import { ENQUIRY_TYPE_CODES } from '../enquiry-forms';

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const ContactEnquiryBaseSchema = z.object({
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
});

/**
 * One body for the four contact forms, told apart by `form`: the general questions form needs
 * the country (spec section 2), the loss claim the shipment's tracking number. A union (not a
 * refinement) so that every missing field is reported at once.
 */
export const ContactEnquiryBodySchema = z.discriminatedUnion('form', [
  ContactEnquiryBaseSchema.extend({
    form: z.literal('general'),
    countryCode: z
      .string({ error: 'validation.required' })
      .trim()
      .length(2, 'validation.required')
      .toUpperCase(),
  }),
  ContactEnquiryBaseSchema.extend({ form: z.literal('technical') }),
  ContactEnquiryBaseSchema.extend({
    form: z.literal('loss_claim'),
    trackingNumber: requiredText(40),
  }),
  ContactEnquiryBaseSchema.extend({ form: z.literal('feedback') }),
]);
export type ContactEnquiryBody = z.infer<typeof ContactEnquiryBodySchema>;

export const EnquiryTypeSchema = z.object({ code: z.string(), label: z.string() });
export type EnquiryType = z.infer<typeof EnquiryTypeSchema>;
