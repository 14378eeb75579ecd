import { z } from 'zod';
import { LOCALES, type Locale } from '../locale';

/** The longest subject an operator may write; mail clients cut far shorter ones anyway. */
export const OFFER_SUBJECT_MAX = 150;
export const OFFER_BODY_MAX = 5_000;

const OfferTextSchema = z.object({
  // One line: a line break in a mail's subject would start a header of its own.
  subject: z
    .string()
    .trim()
    .max(OFFER_SUBJECT_MAX, 'validation.tooLong')
    .regex(/^[^\r\n]*$/, 'validation.invalid'),
  body: z.string().trim().max(OFFER_BODY_MAX, 'validation.tooLong'),
});
export type OfferText = z.infer<typeof OfferTextSchema>;

/**
 * POST /admin/offers (decision 056): the latest-offers e-mail, a subject and body per language
 * the portal speaks. English is required; another language left empty falls back to English,
 * and one half-written (a subject without a body) is refused.
 */
export const OfferCampaignBodySchema = z
  .object({
    texts: z.object({
      'en-US': OfferTextSchema,
      no: OfferTextSchema,
      fr: OfferTextSchema,
      'ar-AE': OfferTextSchema,
    }),
  })
  .superRefine(({ texts }, context) => {
    for (const locale of LOCALES) {
      const { subject, body } = texts[locale];
      const isRequired = locale === 'en-US' || subject !== '' || body !== '';
      if (isRequired && subject === '') {
        context.addIssue({
          code: 'custom',
          message: 'validation.required',
          path: ['texts', locale, 'subject'],
        });
      }
      if (isRequired && body === '') {
        context.addIssue({
          code: 'custom',
          message: 'validation.required',
          path: ['texts', locale, 'body'],
        });
      }
    }
  });
export type OfferCampaignBody = z.infer<typeof OfferCampaignBodySchema>;

/** The text a customer reading `locale` gets: their language's, else English (decision 056). */
export function offerTextFor(texts: Record<Locale, OfferText>, locale: Locale): OfferText {
  const own = texts[locale];
  return own.subject !== '' && own.body !== '' ? own : texts['en-US'];
}

/** The offer's body as the e-mail's paragraphs: split at blank lines, each trimmed. */
export function offerParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export const OfferCampaignDtoSchema = z.object({
  id: z.string(),
  texts: z.object({
    'en-US': OfferTextSchema,
    no: OfferTextSchema,
    fr: OfferTextSchema,
    'ar-AE': OfferTextSchema,
  }),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Null while a draft; set once, when it was sent. */
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  /** How many customers it went to; null while a draft. */
  recipientCount: z.number().int().nullable(),
});
export type OfferCampaignDto = z.infer<typeof OfferCampaignDtoSchema>;

export const OfferCampaignListSchema = z.object({
  /** Customers who would get an offer sent now: active, confirmed, opted in. */
  optedInCount: z.number().int(),
  campaigns: z.array(OfferCampaignDtoSchema),
});
export type OfferCampaignList = z.infer<typeof OfferCampaignListSchema>;
