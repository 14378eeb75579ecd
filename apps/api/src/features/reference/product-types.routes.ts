import { schema } from '@skyparcel/db';
import { ProductTypeSchema } from '@skyparcel/domain/reference';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '../../lib/sql-search';

export const productTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/types',
    {
      schema: {
        tags: ['reference'],
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: z.array(ProductTypeSchema) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(schema.productTypes)
        .orderBy(asc(schema.productTypes.sortOrder));
      return rows.map((row) => ({ code: row.code, name: pickText(row.name, request.locale) }));
    },
  );
};
