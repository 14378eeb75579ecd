import type { LocaleSchema } from '@skyparcel/domain/locale';
import {
  CountryCodeSchema,
  ListQuerySchema,
  NamedCountrySchema,
  ProhibitedItemSchema,
  pageOf,
} from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE, pickText } from '../../lib/sql-search';
import { listCountries, withLocalNames } from '../../modules/reference';
import {
  findPopularItems,
  type ProhibitedItemRow,
  searchProhibitedItems,
} from './prohibited-item.repository';

const ProhibitedItemsQuerySchema = ListQuerySchema.extend({
  deliveryCountryCode: CountryCodeSchema,
  shoppingCountryCode: CountryCodeSchema.optional(),
  lang: z.string().optional(),
});

export const prohibitedItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shipping'];
  const present = (row: ProhibitedItemRow, locale: z.infer<typeof LocaleSchema>) => ({
    id: row.id,
    kind: row.kind,
    name: pickText(row.name, locale),
    note: pickText(row.note, locale),
    shoppingCountryCode: row.shoppingCountryCode,
    deliveryCountryCode: row.deliveryCountryCode,
  });

  app.get(
    '/shipping/countries',
    { schema: { tags, response: { 200: z.array(NamedCountrySchema) } } },
    async (request) => withLocalNames(await listCountries(app.db), request.locale),
  );

  app.get(
    '/shipping/prohibited-items',
    {
      schema: {
        tags,
        querystring: ProhibitedItemsQuerySchema,
        response: { 200: pageOf(ProhibitedItemSchema) },
      },
    },
    async (request) => {
      const { deliveryCountryCode, shoppingCountryCode, keyword, page } = request.query;
      const { rows, total } = await searchProhibitedItems(app.db, {
        deliveryCountryCode,
        shoppingCountryCode,
        keyword: keyword || undefined,
        locale: request.locale,
        page,
      });
      return {
        items: rows.map((row) => present(row, request.locale)),
        page,
        pageSize: PAGE_SIZE,
        total,
      };
    },
  );

  app.get(
    '/shipping/popular-items',
    {
      schema: {
        tags,
        querystring: z.object({ countryCode: CountryCodeSchema, lang: z.string().optional() }),
        response: { 200: z.array(ProhibitedItemSchema) },
      },
    },
    async (request) =>
      (await findPopularItems(app.db, request.query.countryCode)).map((row) =>
        present(row, request.locale),
      ),
  );
};
