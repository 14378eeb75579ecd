import { type SQL, sql } from 'drizzle-orm';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx } from '../../lib/tx';
import { ownedContactsJson } from '../../modules/contacts';
import { hasOverdueInvoiceSql } from '../../modules/invoices';
import { unreadNotificationsJson } from '../../modules/notifications';
import { lockersJson } from '../../modules/package-lockers';
import { hasUnpaidShipRequestsSql, recentShipToJson } from '../../modules/ship-requests';
import { selectOwnUserWith, type Viewer, viewerValues } from '../../modules/users';

/**
 * The caller's own part of GET /state in ONE prepared statement: seven reads were seven round
 * trips, each a pooled connection, a PostgreSQL backend to wake and a result to parse, which
 * under load cost more than the reads (decision 048). Each part is a JSON subquery its owning
 * module writes, with the user (or the viewer rule) in its own `where`; the module's own list
 * call stays the reference (own-state.query.test.ts holds the two equal).
 */
function ownState(db: DbOrTx, isBusiness: boolean) {
  return selectOwnUserWith(db, {
    lockers: nested(lockersJson()),
    contacts: nested(ownedContactsJson()),
    recentShipTo: nested(recentShipToJson()),
    hasUnpaidRequest: nested(hasUnpaidShipRequestsSql(isBusiness)),
    hasOverdueInvoice: nested(hasOverdueInvoiceSql(isBusiness)),
    unreadNotifications: nested(unreadNotificationsJson()),
  });
}

/**
 * A part one level down: in a select from one table drizzle writes the columns at a field's top
 * level without their table ("id"), which inside a subquery over other tables is ambiguous or
 * wrong; nested, they keep it ("contacts"."id").
 */
function nested<T>(part: SQL<T>): SQL<T> {
  return sql<T>`${part}`;
}

// One per viewer shape: a business user's debts are the company's (decision 053).
const ownStateQuery = preparedQuery('own_state', (db) => ownState(db, false));
const ownStateOfBusinessQuery = preparedQuery('own_state_of_business', (db) => ownState(db, true));

/** The caller's own state, or undefined when the user is gone. */
export async function loadOwnState(db: DbOrTx, viewer: Viewer, now: Date) {
  const { isBusiness, values } = viewerValues(viewer);
  const query = isBusiness ? ownStateOfBusinessQuery : ownStateQuery;
  const [row] = await query(db, { ...values, userId: viewer.id, now: now.toISOString() });
  return row;
}
