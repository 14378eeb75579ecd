import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { AirportSchema, ListQuerySchema, pageOf } from '@skyparcel/domain/reference';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';
import { requireCountry } from './require-country';

type AirportRow = typeof schema.airports.$inferSelect;
const airports = schema.airports;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** '06:00:00' -> '06:00' */
function presentAirport(row: AirportRow) {
  return { ...row, opensAt: row.opensAt.slice(0, 5), closesAt: row.closesAt.slice(0, 5) };
}

/** Airports with their primary city and operation times (spec section 7, Airports). */
export const airportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['airports'];
  const AirportPageSchema = pageOf(AirportSchema);

  async function listAirports(
    side: 'origin' | 'destination' | undefined,
    keyword: string | undefined,
    page: number,
  ) {
    const conditions: (SQL | undefined)[] = [];
    if (side) {
      conditions.push(eq(side === 'origin' ? airports.isOrigin : airports.isDestination, true));
    }
    if (keyword) {
      const pattern = containsPattern(keyword);
      conditions.push(
        or(
          ilike(airports.code, pattern),
          ilike(airports.name, pattern),
          ilike(airports.primaryCity, pattern),
        ),
      );
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      app.db
        .select()
        .from(airports)
        .where(where)
        .orderBy(asc(airports.code))
        .limit(PAGE_SIZE)
        .offset(offsetOf(page)),
      app.db.select({ total: count() }).from(airports).where(where),
    ]);
    return {
      items: rows.map(presentAirport),
      page,
      pageSize: PAGE_SIZE,
      total: totals[0]?.total ?? 0,
    };
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
      const column = request.query.isOrigin ? airports.isOrigin : airports.isDestination;
      const rows = await app.db
        .select()
        .from(airports)
        .where(eq(column, true))
        .orderBy(asc(airports.code));
      return rows.map(presentAirport);
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
      const rows = await app.db
        .select()
        .from(airports)
        .where(eq(airports.countryCode, country.code))
        .orderBy(asc(airports.code));
      return rows.map(presentAirport);
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
      const code = request.query.airportCode.toUpperCase();
      const [row] = /^[A-Z]{3}$/.test(code)
        ? await app.db.select().from(airports).where(eq(airports.code, code))
        : [];
      if (!row) {
        throw new AppError('AIRPORT_NOT_FOUND', { params: { code: request.query.airportCode } });
      }
      return { airportCode: row.code, primaryCity: row.primaryCity, countryCode: row.countryCode };
    },
  );
};
