import type { Db } from '@skyparcel/db';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { listAllReturnContacts } from '../../modules/contacts';
import { listAirportsOnSide, listCountries, listProductTypes } from '../../modules/reference';

/**
 * How long this process keeps the reference lists. Only the seed writes these tables (at start,
 * before the server listens; no route changes them), so every caller gets the same lists and
 * each server process, two or more behind a proxy, keeps its own copy of the same rows. The TTL
 * bounds how long a change made outside the portal (SQL by an operator, a deploy's migration
 * while an old process still runs) stays unseen.
 */
const REFERENCE_TTL_MS = 60_000;

/**
 * The user state's lists that are the same for everyone: countries, product types, the airports
 * of each side and the warehouses' return contacts, read together (five reads that would
 * otherwise queue behind each request's own on PGlite's single connection).
 */
export const loadReferenceLists = perDatabaseCache(REFERENCE_TTL_MS, async (db: Db) => {
  const [returnContacts, countries, productTypes, origins, destinations] = await Promise.all([
    listAllReturnContacts(db),
    listCountries(db),
    listProductTypes(db),
    listAirportsOnSide(db, 'origin'),
    listAirportsOnSide(db, 'destination'),
  ]);
  return { returnContacts, countries, productTypes, origins, destinations };
});
