import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const { users } = schema;

/**
 * Who reads or changes a customer's things: the signed-in user's id, role and company. The
 * session user (`request.user`) is one as it is, so routes hand it over unchanged.
 */
export type Viewer = { id: string; role: Role; companyId: string | null };

/** The roles that act for their company (spec section 6; decision 053). */
export const BUSINESS_ROLES: readonly Role[] = ['SHIPPER', 'SHIPPER ADMIN'];

/**
 * The company whose things the viewer shares (decision 053): a SHIPPER or SHIPPER ADMIN with a
 * company; null for everyone else, who sees only their own (an individual customer, a BOT, and
 * a business user whose company was taken away).
 */
export function businessCompanyOf(viewer: Viewer): string | null {
  return BUSINESS_ROLES.includes(viewer.role) ? viewer.companyId : null;
}

/** Whether the viewer sees their company's things, not only their own. */
export function isBusinessViewer(viewer: Viewer): boolean {
  return businessCompanyOf(viewer) !== null;
}

/**
 * THE viewer rule (decision 053), for the `where` of every query of a customer's things: the row's
 * owner column is the viewer, or, for a business viewer, any business user of the same company.
 * Written once here, so packages, suites, ship requests, their payments and tracking agree, and
 * anything else looks exactly like a missing row. The company's users are a subquery on
 * `users_company_id_index`, so the owner column's own index still leads the plan.
 */
export function ownedByViewer(ownerColumn: AnyPgColumn, viewer: Viewer): SQL {
  return viewerRule(ownerColumn, viewer.id, businessCompanyOf(viewer));
}

function viewerRule(
  ownerColumn: AnyPgColumn,
  viewerId: string | Placeholder,
  companyId: string | Placeholder | null,
): SQL {
  if (companyId === null) {
    return eq(ownerColumn, viewerId);
  }
  // Only the company's business users: a colleague made a CUSTOMER again shares nothing.
  return sql`${ownerColumn} in (select ${users.id} from ${users}
    where ${and(eq(users.companyId, companyId), inArray(users.role, [...BUSINESS_ROLES]))})`;
}

/**
 * The same rule for a prepared query (lib/prepared-query.ts), one per shape: the viewer's own
 * rows, or (`isBusiness`) their company's, with the placeholders `viewerId` and `companyId` that
 * `viewerValues` fills.
 */
export function ownedByViewerPlaceholders(ownerColumn: AnyPgColumn, isBusiness: boolean): SQL {
  return viewerRule(
    ownerColumn,
    sql.placeholder('viewerId'),
    isBusiness ? sql.placeholder('companyId') : null,
  );
}

/** Which shape of a prepared viewer query applies, and its placeholders' values. */
export function viewerValues(viewer: Viewer) {
  const companyId = businessCompanyOf(viewer);
  return { isBusiness: companyId !== null, values: { viewerId: viewer.id, companyId } };
}

/**
 * A colleague's name ("Ingrid Solberg") beside a row of a business viewer's list (decision 053),
 * as one correlated subquery on the users' primary key, so a list stays one query. Null for the
 * viewer's own rows and for everyone who is not a business viewer (no subquery then).
 */
export function colleagueNameOf(ownerColumn: AnyPgColumn, viewer: Viewer): SQL<string | null> {
  if (!isBusinessViewer(viewer)) {
    return sql<string | null>`null`;
  }
  return sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName}
    from ${users} where ${users.id} = ${ownerColumn} and ${users.id} <> ${viewer.id})`;
}
