import type { Db } from '@skyparcel/db';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { cacheVersionsOf } from '../../modules/cache-versions';
import { listAllReturnContacts } from '../../modules/contacts';
import { listAirportsOnSide, listCountries, listProductTypes } from '../../modules/reference';

/**
 * The user state's lists that are the same for everyone: countries, product types, the airports
 * of each side and the warehouses' return contacts, read together (five reads that would
 * otherwise queue behind each request's own on PGlite's single connection). Each process keeps
 * them until the database's `reference-lists` version moves: the triggers of migration 0041 on
 * these four tables raise it with any write (the seed at a deploy, SQL by an operator), and every
 * process sees it within a second (decision 071).
 */
export const loadReferenceLists = perDatabaseCache(
  (db: Db) => cacheVersionsOf(db).current('reference-lists'),
  async (db: Db) => {
    const [returnContacts, countries, productTypes, origins, destinations] = await Promise.all([
      listAllReturnContacts(db),
      listCountries(db),
      listProductTypes(db),
      listAirportsOnSide(db, 'origin'),
      listAirportsOnSide(db, 'destination'),
    ]);
    return { returnContacts, countries, productTypes, origins, destinations };
  },
);
