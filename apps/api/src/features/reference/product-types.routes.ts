import { ProductTypeSchema } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '../../lib/sql-search';
import { listProductTypes } from '../../modules/reference';

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
      const rows = await listProductTypes(app.db);
      return rows.map((row) => ({ code: row.code, name: pickText(row.name, request.locale) }));
    },
  );
};
