import { ContactEnquiryBodySchema, EnquiryTypeSchema } from '@skyparcel/domain/contact-us';
import { LOCALE_NAMES, LOCALES } from '@skyparcel/domain/locale';
import { LanguageOptionSchema, NamedCountrySchema } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '../../lib/sql-search';
import { listCountries, listEnquiryTypes, withLocalNames } from '../../modules/reference';
import { submitContactEnquiry } from './submit-contact-enquiry';

/** Contact us (spec section 7): enquiry types, countries, languages and the form itself. */
export const contactUsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact-us'];

  app.post(
    '/contactus/enquiryTypes',
    { schema: { tags, response: { 200: z.array(EnquiryTypeSchema) } } },
    async (request) => {
      const rows = await listEnquiryTypes(app.db);
      return rows.map((row) => ({ code: row.code, label: pickText(row.label, request.locale) }));
    },
  );

  app.get(
    '/contactus/countries',
    { schema: { tags, response: { 200: z.array(NamedCountrySchema) } } },
    async (request) => withLocalNames(await listCountries(app.db), request.locale),
  );

  app.get(
    '/contactus/languages',
    { schema: { tags, response: { 200: z.array(LanguageOptionSchema) } } },
    async () => LOCALES.map((code) => ({ languageCode: code, display: LOCALE_NAMES[code] })),
  );

  app.post(
    '/contactus',
    {
      schema: {
        tags,
        body: ContactEnquiryBodySchema,
        response: { 201: z.object({ id: z.string() }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const result = await submitContactEnquiry(
        { db: app.db, mailer: app.mailer, supportEmail: app.config.SUPPORT_EMAIL },
        request.body,
        request.locale,
      );
      return reply.code(201).send(result);
    },
  );
};
