import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { CountryCodeSchema } from '@skyparcel/domain/reference';
import { asc, eq } from 'drizzle-orm';

const countries = schema.countries;

/** Every country, by name: the forms' country lists (spec section 7, shipping countries). */
export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

/**
 * The country of a code as typed in a path or query ('gb' works), or 404 'Country with code …
 * could not be found'; a malformed code is simply not found, never a database error.
 */
export async function requireCountry(db: Db, rawCode: string) {
  const parsed = CountryCodeSchema.safeParse(rawCode);
  const [country] = parsed.success
    ? await db.select().from(countries).where(eq(countries.code, parsed.data))
    : [];
  if (!country) {
    throw new AppError('COUNTRY_NOT_FOUND', { params: { code: rawCode } });
  }
  return country;
}
