import { schema } from '@skyparcel/db';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { returnContacts } = schema;

/** Where a package bought in the country goes back to (reference data, decision 033). */
export function listReturnContacts(db: DbOrTx, countryCode: string) {
  return db
    .select()
    .from(returnContacts)
    .where(eq(returnContacts.countryCode, countryCode))
    .orderBy(asc(returnContacts.sortOrder), asc(returnContacts.name));
}

/** Every shopping country's return contacts, by country then in their order (the user state). */
export function listAllReturnContacts(db: DbOrTx) {
  return db
    .select()
    .from(returnContacts)
    .orderBy(
      asc(returnContacts.countryCode),
      asc(returnContacts.sortOrder),
      asc(returnContacts.name),
    );
}
