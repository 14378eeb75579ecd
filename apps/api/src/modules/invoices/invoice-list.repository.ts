import { schema } from '@skyparcel/db';
import type { InvoiceKind, InvoicePaymentStatus } from '@skyparcel/domain/invoices';
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { isUuid } from '../../lib/is-uuid';
import { cappedTotalOf, containsPattern, countCapOf } from '../../lib/sql-search';
import type { DbOrTx } from '../../lib/tx';

const { invoices, invoiceLines, users, companies, warehouses, shipRequests, shipRequestPackages } =
  schema;

/** Whose invoices a list shows: every one (operators) or one company's (its SHIPPER ADMIN). */
export type InvoiceListScope = { kind: 'all' } | { kind: 'company'; companyId: string };

/** The spec's invoice list filter (section 3) plus the company page's warehouse. */
export type InvoiceListCriteria = {
  /** Invoice number or order number, a substring (spec section 5). */
  invoiceOrderId?: string | undefined;
  /** A suite number, the company's customer id ('SKEC1001') or the user's id. */
  customerId?: string | undefined;
  packageId?: string | undefined;
  warehouseId?: string | undefined;
  /** 'YYYY-MM-DD', both days included (UTC). */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  invoiceStatus?: 'issued' | 'credited' | undefined;
  paymentStatus?: InvoicePaymentStatus | undefined;
  invoiceType?: InvoiceKind | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const orderNumberText = sql`'XWF' || lpad(${shipRequests.number}::text, 8, '0')`;

/**
 * The filter as one condition. Payment status follows `invoicePaymentStatus` of the domain: paid
 * (nothing owed; credit notes too), overdue (owed past the due date), partially paid (owed, not
 * overdue, something came in), unpaid (owed in full, not overdue).
 */
async function listCondition(
  db: DbOrTx,
  scope: InvoiceListScope,
  criteria: InvoiceListCriteria,
  now: Date,
) {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === 'company') {
    conditions.push(eq(invoices.companyId, scope.companyId));
  }
  if (criteria.invoiceOrderId) {
    const pattern = containsPattern(criteria.invoiceOrderId);
    conditions.push(or(ilike(invoices.number, pattern), sql`${orderNumberText} ilike ${pattern}`));
  }
  if (criteria.customerId) {
    conditions.push(await customerCondition(db, criteria.customerId));
  }
  if (criteria.packageId) {
    const packageId = criteria.packageId;
    conditions.push(
      or(
        sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id}
            and ${invoiceLines.packageId} = ${packageId})`,
        sql`exists (select 1 from ${shipRequestPackages}
            where ${shipRequestPackages.shipRequestId} = ${invoices.shipRequestId}
            and ${shipRequestPackages.packageId} = ${packageId})`,
      ),
    );
  }
  if (criteria.warehouseId) {
    conditions.push(eq(invoices.warehouseId, criteria.warehouseId));
  }
  if (criteria.dateFrom) {
    conditions.push(gte(invoices.issuedAt, new Date(`${criteria.dateFrom}T00:00:00Z`)));
  }
  if (criteria.dateTo) {
    const end = new Date(new Date(`${criteria.dateTo}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(invoices.issuedAt, end));
  }
  if (criteria.invoiceStatus === 'credited') {
    conditions.push(gt(invoices.creditedMinor, 0));
  } else if (criteria.invoiceStatus === 'issued') {
    conditions.push(eq(invoices.creditedMinor, 0));
  }
  if (criteria.paymentStatus) {
    conditions.push(paymentStatusCondition(criteria.paymentStatus, now));
  }
  if (criteria.invoiceType) {
    conditions.push(eq(invoices.kind, criteria.invoiceType));
  }
  if (criteria.origin) {
    conditions.push(eq(warehouses.countryCode, criteria.origin));
  }
  if (criteria.destination) {
    conditions.push(eq(shipRequests.destinationCountryCode, criteria.destination));
  }
  return and(...conditions);
}

/**
 * The invoices of a customer id: a suite number, a company's customer id or a user's id (any
 * letter case). The users and companies it names are found first, so the list then reads the
 * invoices by their indexed owner columns rather than joining every invoice to its customer to
 * compare (half a million invoices took 1.8 s, decision 073).
 */
async function customerCondition(db: DbOrTx, customer: string): Promise<SQL> {
  const [owners, ownerCompanies] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          sql`upper(${users.suiteNumber}) = upper(${customer})`,
          isUuid(customer) ? eq(users.id, customer.toLowerCase()) : undefined,
        ),
      ),
    db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`upper(${companies.customerId}) = upper(${customer})`),
  ]);
  return (
    or(
      owners.length > 0
        ? inArray(
            invoices.userId,
            owners.map((owner) => owner.id),
          )
        : undefined,
      ownerCompanies.length > 0
        ? inArray(
            invoices.companyId,
            ownerCompanies.map((company) => company.id),
          )
        : undefined,
    ) ?? sql`false`
  );
}

function paymentStatusCondition(status: InvoicePaymentStatus, now: Date): SQL | undefined {
  const owed = gt(invoices.outstandingMinor, 0);
  const notOverdue = or(isNull(invoices.dueAt), gte(invoices.dueAt, now));
  switch (status) {
    case 'paid':
      return eq(invoices.outstandingMinor, 0);
    case 'overdue':
      return and(owed, lt(invoices.dueAt, now));
    case 'partially_paid':
      return and(owed, notOverdue, lt(invoices.outstandingMinor, invoices.billedMinor));
    case 'unpaid':
      return and(owed, notOverdue, eq(invoices.outstandingMinor, invoices.billedMinor));
  }
}

const listColumns = {
  invoice: invoices,
  customer: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    suiteNumber: users.suiteNumber,
  },
  orderNumber: shipRequests.number,
  origin: warehouses.countryCode,
  destination: shipRequests.destinationCountryCode,
};

/** The rows' joins: each invoice's customer (its user, always there), and the filter's route. */
function withListJoins<T extends PgSelect>(query: T) {
  return withFilterJoins(query.innerJoin(users, eq(users.id, invoices.userId)));
}

/**
 * The joins the filter reads (the route's warehouse and ship request), for the count and the
 * sums: both left joins on unique keys, so PostgreSQL leaves out each one the filter does not
 * use, and an unfiltered count reads the invoices alone.
 */
function withFilterJoins<T extends PgSelect>(query: T) {
  return query
    .leftJoin(warehouses, eq(warehouses.id, invoices.warehouseId))
    .leftJoin(shipRequests, eq(shipRequests.id, invoices.shipRequestId));
}

export type InvoiceListRowData = {
  invoice: typeof invoices.$inferSelect;
  customer: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    suiteNumber: string | null;
  };
  orderNumber: number | null;
  origin: string | null;
  destination: string | null;
};

/** One page of the invoices `where` matches, newest first. */
async function findListRows(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { page: number; pageSize: number },
) {
  const rows = await withListJoins(db.select(listColumns).from(invoices).$dynamic())
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return rows as InvoiceListRowData[];
}

/** Credit notes are money given back, not billed: they stay out of the sums. */
const isBilled = sql`${invoices.kind} <> 'credit_note'`;

/**
 * A page of the invoices the scope and filter allow, newest first, with how many match and what
 * they add up to per currency (three queries over the same joins and condition). For one
 * company's list, whose invoices are its own; the operators' list over everyone's is capped
 * (`findCappedInvoiceListPage`).
 */
export async function findInvoiceListPage(
  db: DbOrTx,
  scope: InvoiceListScope,
  criteria: InvoiceListCriteria,
  paging: { page: number; pageSize: number },
  now: Date,
) {
  const where = await listCondition(db, scope, criteria, now);
  const [rows, [counted], totals] = await Promise.all([
    findListRows(db, where, paging),
    withFilterJoins(db.select({ total: count() }).from(invoices).$dynamic()).where(where),
    withFilterJoins(
      db
        .select({
          currency: invoices.currency,
          billedMinor: sql<number>`coalesce(sum(${invoices.billedMinor}), 0)`.mapWith(Number),
          paidMinor: sql<number>`coalesce(sum(${invoices.paidMinor}), 0)`.mapWith(Number),
          outstandingMinor: sql<number>`coalesce(sum(${invoices.outstandingMinor}), 0)`.mapWith(
            Number,
          ),
        })
        .from(invoices)
        .$dynamic(),
    )
      .where(and(where, isBilled))
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
  ]);
  return { rows, total: counted?.total ?? 0, totals };
}

/**
 * The operators' page: as `findInvoiceListPage`, but the count reads at most `countCapOf` + 1
 * matching invoices (an unfiltered count and sum of half a million took 330 ms and grows with
 * the table, decision 073), and the totals, summed over the same rows, are given only when the
 * count was not cut: a sum over part of the matches would be a wrong figure.
 */
export async function findCappedInvoiceListPage(
  db: DbOrTx,
  scope: InvoiceListScope,
  criteria: InvoiceListCriteria,
  paging: { page: number; pageSize: number },
  now: Date,
) {
  const where = await listCondition(db, scope, criteria, now);
  const cap = countCapOf(paging.page, paging.pageSize);
  const matches = withFilterJoins(
    db
      .select({
        currency: invoices.currency,
        isBilled: sql<boolean>`${isBilled}`.as('is_billed'),
        billedMinor: invoices.billedMinor,
        paidMinor: invoices.paidMinor,
        outstandingMinor: invoices.outstandingMinor,
      })
      .from(invoices)
      .$dynamic(),
  )
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const billedSum = (column: AnyColumn) =>
    sql<number>`coalesce(sum(${column}) filter (where ${matches.isBilled}), 0)`.mapWith(Number);
  const [rows, perCurrency] = await Promise.all([
    findListRows(db, where, paging),
    db
      .select({
        currency: matches.currency,
        matched: sql<number>`count(*)`.mapWith(Number),
        billed: sql<number>`count(*) filter (where ${matches.isBilled})`.mapWith(Number),
        billedMinor: billedSum(matches.billedMinor),
        paidMinor: billedSum(matches.paidMinor),
        outstandingMinor: billedSum(matches.outstandingMinor),
      })
      .from(matches)
      .groupBy(matches.currency)
      .orderBy(matches.currency),
  ]);
  const counted = perCurrency.reduce((sum, group) => sum + group.matched, 0);
  const { total, isTotalCapped } = cappedTotalOf(counted, cap);
  return {
    rows,
    total,
    isTotalCapped,
    totals: isTotalCapped
      ? null
      : perCurrency
          .filter((group) => group.billed > 0)
          .map(({ currency, billedMinor, paidMinor, outstandingMinor }) => ({
            currency,
            billedMinor,
            paidMinor,
            outstandingMinor,
          })),
  };
}

/** Every invoice the scope and filter allow, newest first, up to `limit` (the CSV export). */
export async function findInvoiceListRows(
  db: DbOrTx,
  scope: InvoiceListScope,
  criteria: InvoiceListCriteria,
  limit: number,
  now: Date,
): Promise<InvoiceListRowData[]> {
  const rows = await withListJoins(db.select(listColumns).from(invoices).$dynamic())
    .where(await listCondition(db, scope, criteria, now))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
  return rows as InvoiceListRowData[];
}
