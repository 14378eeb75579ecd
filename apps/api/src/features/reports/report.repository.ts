import { schema } from '@skyparcel/db';
import {
  MAX_REPORT_UPLOADS,
  OVERDUE_AGE_LIMITS,
  PROMISED_TRANSIT_DAYS,
} from '@skyparcel/domain/reports';
import {
  type AnyColumn,
  and,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';
import { companyMemberIds } from '../../modules/users';

const { shipRequests, trackedShipments, warehouses, invoices, ediUploads, ediBookings } = schema;

/**
 * What every report reads (issue 15, decision 055): one company's data (its users' ship
 * requests, its invoices), a half-open range of instants and an optional lane. The company is
 * in every `where`, so a forgotten check fails closed.
 */
export type ReportCriteria = {
  companyId: string;
  from: Date;
  to: Date;
  origin?: string | undefined;
  destination?: string | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const origin = warehouses.countryCode;
const destination = shipRequests.destinationCountryCode;
const count = sql<number>`count(*)`.mapWith(Number);
const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The lane filter: the origin as the warehouses of its country (so a query that does not show
 * the origin needs no join), the destination as the request's. `warehouseColumn` is the
 * warehouse the query reads (the request's, or the invoice's).
 */
function laneCondition(
  criteria: ReportCriteria,
  of: 'shipRequest' | 'invoice' = 'shipRequest',
): SQL | undefined {
  const warehouseColumn = of === 'invoice' ? invoices.warehouseId : shipRequests.warehouseId;
  return and(
    criteria.origin
      ? sql`${warehouseColumn} in (select w.id from ${warehouses} w where w.country_code = ${criteria.origin})`
      : undefined,
    criteria.destination === undefined
      ? undefined
      : of === 'invoice'
        ? sql`${invoices.shipRequestId} in (select r.id from ${shipRequests} r where r.destination_country_code = ${criteria.destination})`
        : eq(destination, criteria.destination),
  );
}

/**
 * The company's shipments: paid ship requests of its users (the shipments page's Preparing and
 * Delivered tabs hold exactly these; a request is cancelled only before payment), dated by
 * `column` inside the range. The conditions are the reports' indexes' (decision 055).
 */
function shipmentCondition(
  criteria: ReportCriteria,
  column: typeof shipRequests.paidAt | typeof shipRequests.deliveredAt,
) {
  return and(
    sql`${shipRequests.userId} in ${companyMemberIds(criteria.companyId)}`,
    isNotNull(column),
    gte(column, criteria.from),
    lt(column, criteria.to),
    laneCondition(criteria),
  );
}

/** The company's invoices issued in the range on the lane; credit notes are money given back. */
function invoiceCondition(criteria: ReportCriteria) {
  return and(
    eq(invoices.companyId, criteria.companyId),
    gte(invoices.issuedAt, criteria.from),
    lt(invoices.issuedAt, criteria.to),
    ne(invoices.kind, 'credit_note'),
    laneCondition(criteria, 'invoice'),
  );
}

/** Paid shipments per ISO week (its Monday, UTC), weeks without any left out. */
export function countShipmentsPerWeek(db: DbOrTx, criteria: ReportCriteria) {
  // Grouped by the week's start, then written as text once per week (not once per shipment).
  const week = sql`date_trunc('week', ${shipRequests.paidAt} at time zone 'UTC')`;
  return db
    .select({ weekStart: sql<string>`to_char(${week}, 'YYYY-MM-DD')`, shipments: count })
    .from(shipRequests)
    .where(shipmentCondition(criteria, shipRequests.paidAt))
    .groupBy(week);
}

/** Shipments paid in the range per lane, with their weight: packed boxes, else as paid. */
export function sumShipmentsPerLane(db: DbOrTx, criteria: ReportCriteria) {
  // The tracked weight is read only for a request not packed yet (coalesce stops at the first).
  const weight = sql`coalesce(${shipRequests.finalWeightGrams}, (select t.weight_grams
    from ${trackedShipments} t where t.ship_request_id = ${shipRequests.id}), 0)`;
  return db
    .select({ origin, destination, shipments: count, weightGrams: sumOf(weight) })
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(shipmentCondition(criteria, shipRequests.paidAt))
    .groupBy(origin, destination);
}

/**
 * What the invoices issued in the range billed per lane and currency: those of a ship request
 * (shipping, weight difference), as the invoices page totals them with origin and destination.
 */
export function sumSpendPerLane(db: DbOrTx, criteria: ReportCriteria) {
  return db
    .select({
      origin,
      destination,
      currency: invoices.currency,
      amountMinor: sumOf(invoices.billedMinor),
    })
    .from(invoices)
    .innerJoin(warehouses, eq(warehouses.id, invoices.warehouseId))
    .innerJoin(shipRequests, eq(shipRequests.id, invoices.shipRequestId))
    .where(invoiceCondition(criteria))
    .groupBy(origin, destination, invoices.currency);
}

/**
 * Deliveries in the range per lane: how many arrived within the promised days of their start
 * (departure, else packing, else payment; decision 055) and the mean days in transit.
 */
export function measureDeliveriesPerLane(db: DbOrTx, criteria: ReportCriteria) {
  const start = sql`coalesce(${shipRequests.departedAt}, ${shipRequests.packedAt}, ${shipRequests.paidAt})`;
  const transit = sql`(${shipRequests.deliveredAt} - ${start})`;
  return db
    .select({
      origin,
      destination,
      delivered: count,
      onTime:
        sql<number>`count(*) filter (where ${transit} <= make_interval(days => ${PROMISED_TRANSIT_DAYS}))`.mapWith(
          Number,
        ),
      averageTransitDays:
        sql<number>`coalesce(avg(extract(epoch from ${transit})) / 86400, 0)`.mapWith(Number),
    })
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(shipmentCondition(criteria, shipRequests.deliveredAt))
    .groupBy(origin, destination);
}

/**
 * Duties and VAT of the invoices issued in the range and paid: nothing owed and nothing credited
 * back (the invoices page's paid, not credited), per month of issue and currency.
 */
export function sumPaidDutiesAndVat(db: DbOrTx, criteria: ReportCriteria) {
  // Grouped by the month's start, then written as text once per month.
  const month = sql`date_trunc('month', ${invoices.issuedAt} at time zone 'UTC')`;
  return db
    .select({
      month: sql<string>`to_char(${month}, 'YYYY-MM')`,
      currency: invoices.currency,
      dutiesMinor: sumOf(invoices.dutiesMinor),
      vatMinor: sumOf(invoices.vatMinor),
    })
    .from(invoices)
    .where(
      and(
        invoiceCondition(criteria),
        eq(invoices.outstandingMinor, 0),
        eq(invoices.creditedMinor, 0),
      ),
    )
    .groupBy(month, invoices.currency);
}

/**
 * The invoices issued in the range and still owed, per currency and age: not due, or overdue by
 * up to 30, 60, 90 days or more (the domain's `invoiceAgeOf`, as limits on the due date).
 */
export function sumOutstandingByAge(db: DbOrTx, criteria: ReportCriteria, now: Date) {
  const limits = OVERDUE_AGE_LIMITS.map(
    ([age, days]) =>
      sql`when ${invoices.dueAt} >= ${new Date(now.getTime() - days * DAY_MS)} then ${age}::text`,
  );
  const age = sql<string>`case when ${invoices.dueAt} is null or ${invoices.dueAt} >= ${now} then 'notDue' ${sql.join(limits, sql` `)} else 'over90' end`;
  return (
    db
      .select({
        currency: invoices.currency,
        age,
        invoices: count,
        outstandingMinor: sumOf(invoices.outstandingMinor),
      })
      .from(invoices)
      .where(and(invoiceCondition(criteria), gt(invoices.outstandingMinor, 0)))
      // By position: the age's text holds parameters, and a repeated expression would number
      // them anew, which PostgreSQL does not take for the same expression.
      .groupBy(sql`1, 2`)
  );
}

/**
 * The company's EDI uploads of the range, newest first (up to MAX_REPORT_UPLOADS), each with the
 * shipments it booked (on the lane, when one is asked: then only uploads with such bookings).
 */
export function countBookingsPerUpload(db: DbOrTx, criteria: ReportCriteria) {
  const hasLane = criteria.origin !== undefined || criteria.destination !== undefined;
  const onLane = laneCondition(criteria) ?? sql`true`;
  const bookings = sql<number>`count(${ediBookings.id}) filter (where ${onLane})`.mapWith(Number);
  return db
    .select({
      serialNumber: ediUploads.serialNumber,
      fileName: ediUploads.originalFileName,
      format: ediUploads.format,
      status: ediUploads.status,
      uploadedAt: ediUploads.createdAt,
      rows: ediUploads.rowCount,
      bookings,
    })
    .from(ediUploads)
    .leftJoin(ediBookings, eq(ediBookings.uploadId, ediUploads.id))
    .leftJoin(shipRequests, eq(shipRequests.id, ediBookings.shipRequestId))
    .where(
      and(
        eq(ediUploads.companyId, criteria.companyId),
        gte(ediUploads.createdAt, criteria.from),
        lt(ediUploads.createdAt, criteria.to),
      ),
    )
    .groupBy(ediUploads.id)
    .having(hasLane ? sql`${bookings} > 0` : undefined)
    .orderBy(desc(ediUploads.createdAt), desc(ediUploads.serialNumber))
    .limit(MAX_REPORT_UPLOADS);
}

/** Every lane the company has paid a shipment on, all time (the lane filter's choices). */
export function listCompanyLanes(db: DbOrTx, companyId: string) {
  return db
    .selectDistinct({ origin, destination })
    .from(shipRequests)
    .innerJoin(warehouses, eq(warehouses.id, shipRequests.warehouseId))
    .where(
      and(
        sql`${shipRequests.userId} in ${companyMemberIds(companyId)}`,
        isNotNull(shipRequests.paidAt),
      ),
    );
}
