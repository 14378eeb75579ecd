import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';

export type AirportRow = typeof schema.airports.$inferSelect;
export type AirportSide = 'origin' | 'destination';

const airports = schema.airports;

function sideCondition(side: AirportSide) {
  return eq(side === 'origin' ? airports.isOrigin : airports.isDestination, true);
}

/** One page of airports on one side (or both), matching a keyword in code, name or city. */
export async function searchAirports(
  db: Db,
  filter: { side: AirportSide | undefined; keyword: string | undefined; page: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.side) {
    conditions.push(sideCondition(filter.side));
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
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
    db
      .select()
      .from(airports)
      .where(where)
      .orderBy(asc(airports.code))
      .limit(PAGE_SIZE)
      .offset(offsetOf(filter.page)),
    db.select({ total: count() }).from(airports).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function listAirportsOnSide(db: Db, side: AirportSide) {
  return db.select().from(airports).where(sideCondition(side)).orderBy(asc(airports.code));
}

export function listAirportsInCountry(db: Db, countryCode: string) {
  return db
    .select()
    .from(airports)
    .where(eq(airports.countryCode, countryCode))
    .orderBy(asc(airports.code));
}

/** The airport of a 3-letter IATA code; anything else is simply not found. */
export async function findAirportByCode(db: Db, rawCode: string) {
  const code = rawCode.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    return undefined;
  }
  const [row] = await db.select().from(airports).where(eq(airports.code, code));
  return row;
}
