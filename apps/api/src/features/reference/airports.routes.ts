import { AppError } from '@skyparcel/domain/errors';
import { AirportSchema, ListQuerySchema, pageOf } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '../../lib/sql-search';
import {
  type AirportSide,
  findAirportByCode,
  listAirportsInCountry,
  listAirportsOnSide,
  presentAirport,
  requireCountry,
  searchAirports,
} from '../../modules/reference';

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Airports with their primary city and operation times (spec section 7, Airports). */
export const airportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['airports'];
  const AirportPageSchema = pageOf(AirportSchema);

  async function listAirports(
    side: AirportSide | undefined,
    keyword: string | undefined,
    page: number,
  ) {
    const { rows, total } = await searchAirports(app.db, { side, keyword, page });
    return { items: rows.map(presentAirport), page, pageSize: PAGE_SIZE, total };
  }

  app.get(
    '/airport',
    {
      schema: {
        tags,
        querystring: ListQuerySchema.extend({ isOrigin: booleanQuery.optional() }),
        response: { 200: AirportPageSchema },
      },
    },
    async (request) => {
      const { isOrigin, keyword, page } = request.query;
      const side = isOrigin === undefined ? undefined : isOrigin ? 'origin' : 'destination';
      return listAirports(side, keyword, page);
    },
  );

  for (const side of ['origin', 'destination'] as const) {
    app.get(
      `/airport/${side}`,
      { schema: { tags, querystring: ListQuerySchema, response: { 200: AirportPageSchema } } },
      async (request) => listAirports(side, request.query.keyword, request.query.page),
    );
  }

  app.get(
    '/airport/skec',
    {
      schema: {
        tags,
        querystring: z.object({ isOrigin: booleanQuery.default(true) }),
        response: { 200: z.array(AirportSchema) },
      },
    },
    async (request) => {
      const side = request.query.isOrigin ? 'origin' : 'destination';
      return (await listAirportsOnSide(app.db, side)).map(presentAirport);
    },
  );

  app.get(
    '/airport/description',
    {
      schema: {
        tags,
        querystring: z.object({ countryCode: z.string().trim().max(8) }),
        response: { 200: z.array(AirportSchema) },
      },
    },
    async (request) => {
      const country = await requireCountry(app.db, request.query.countryCode);
      return (await listAirportsInCountry(app.db, country.code)).map(presentAirport);
    },
  );

  app.get(
    '/airport/primary-city',
    {
      schema: {
        tags,
        querystring: z.object({ airportCode: z.string().trim().max(8) }),
        response: {
          200: z.object({
            airportCode: z.string(),
            primaryCity: z.string(),
            countryCode: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const row = await findAirportByCode(app.db, request.query.airportCode);
      if (!row) {
        throw new AppError('AIRPORT_NOT_FOUND', { params: { code: request.query.airportCode } });
      }
      return { airportCode: row.code, primaryCity: row.primaryCity, countryCode: row.countryCode };
    },
  );
};
