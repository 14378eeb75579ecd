import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { CountryCodeSchema } from '@skyparcel/domain/reference';
import { eq } from 'drizzle-orm';

/**
 * The country of a code as typed in a path or query ('gb' works), or 404 'Country with code …
 * could not be found'; a malformed code is simply not found, never a database error.
 */
export async function requireCountry(db: Db, rawCode: string) {
  const parsed = CountryCodeSchema.safeParse(rawCode);
  const [country] = parsed.success
    ? await db.select().from(schema.countries).where(eq(schema.countries.code, parsed.data))
    : [];
  if (!country) {
    throw new AppError('COUNTRY_NOT_FOUND', { params: { code: rawCode } });
  }
  return country;
}
