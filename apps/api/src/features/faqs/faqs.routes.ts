import { FaqSchema } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '../../lib/sql-search';
import { listFaqs } from '../../modules/reference';

/** FAQs in the caller's language; the spec shows no path for them, so this one is ours. */
export const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faqs',
    {
      schema: {
        tags: ['reference'],
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: z.array(FaqSchema) },
      },
    },
    async (request) => {
      const rows = await listFaqs(app.db);
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        question: pickText(row.question, request.locale),
        answer: pickText(row.answer, request.locale),
      }));
    },
  );
};
