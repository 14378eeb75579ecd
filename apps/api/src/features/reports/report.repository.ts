import { schema } from '@skyparcel/db';
import { MAX_REPORT_UPLOADS, OVERDUE_AGE_LIMITS } from '@skyparcel/domain/reports';
import { type AnyColumn, and, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const {
  shipRequests,
  warehouses,
  invoices,
  ediUploads,
  ediBookings,
  reportShipmentDays: shipmentDays,
  reportInvoiceDays: invoiceDays,
} = schema;

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
/** The range's instants are UTC midnights (`reportRangeInstants`): the rollups' days. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The origin filter: a warehouse column among the warehouses of a country. */
function inWarehousesOf(warehouseColumn: AnyColumn, countryCode: string): SQL {
  return sql`${warehouseColumn} in (select w.id from ${warehouses} w where w.country_code = ${countryCode})`;
}

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
    criteria.origin ? inWarehousesOf(warehouseColumn, criteria.origin) : undefined,
    criteria.destination === undefined
      ? undefined
      : of === 'invoice'
        ? sql`${invoices.shipRequestId} in (select r.id from ${shipRequests} r where r.destination_country_code = ${criteria.destination})`
        : eq(destination, criteria.destination),
  );
}

/**
 * A rollup's rows of the company, the range's days and the lane (decision 055). The rows are
 * differences until folded: every figure is a sum over them, and a key whose sums are zero
 * counts nowhere (each query's `having`).
 */
function rollupCondition(
  criteria: ReportCriteria,
  table: typeof shipmentDays | typeof invoiceDays,
): SQL | undefined {
  return and(
    eq(table.companyId, criteria.companyId),
    gte(table.day, dayOf(criteria.from)),
    lt(table.day, dayOf(criteria.to)),
    criteria.origin ? inWarehousesOf(table.warehouseId, criteria.origin) : undefined,
    criteria.destination === undefined ? undefined : eq(table.destination, criteria.destination),
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

/**
 * Paid shipments per ISO week (its Monday, UTC), weeks without any left out: a shipment is a
 * paid ship request of the company's users (the shipments page's Preparing and Delivered tabs),
 * dated by its payment.
 */
export function countShipmentsPerWeek(db: DbOrTx, criteria: ReportCriteria) {
  const week = sql`date_trunc('week', ${shipmentDays.day}::timestamp)`;
  const shipments = sumOf(shipmentDays.paid);
  return db
    .select({ weekStart: sql<string>`to_char(${week}, 'YYYY-MM-DD')`, shipments })
    .from(shipmentDays)
    .where(rollupCondition(criteria, shipmentDays))
    .groupBy(week)
    .having(sql`${shipments} <> 0`);
}

/** Shipments paid in the range per lane, with their weight: packed boxes, else as paid. */
export function sumShipmentsPerLane(db: DbOrTx, criteria: ReportCriteria) {
  const shipments = sumOf(shipmentDays.paid);
  return db
    .select({
      origin,
      destination: shipmentDays.destination,
      shipments,
      weightGrams: sumOf(shipmentDays.weightGrams),
    })
    .from(shipmentDays)
    .innerJoin(warehouses, eq(warehouses.id, shipmentDays.warehouseId))
    .where(rollupCondition(criteria, shipmentDays))
    .groupBy(origin, shipmentDays.destination)
    .having(sql`${shipments} <> 0`);
}

/**
 * What the invoices issued in the range billed per lane and currency: those of a ship request
 * (shipping, weight difference), as the invoices page totals them with origin and destination,
 * and an EDI upload's invoice on account, split over its booked shipments' lanes.
 */
export function sumSpendPerLane(db: DbOrTx, criteria: ReportCriteria) {
  return db
    .select({
      origin,
      // Never null here: the `where` keeps lanes only.
      destination: sql<string>`${invoiceDays.destination}`,
      currency: invoiceDays.currency,
      amountMinor: sumOf(invoiceDays.billedMinor),
    })
    .from(invoiceDays)
    .innerJoin(warehouses, eq(warehouses.id, invoiceDays.warehouseId))
    .where(and(rollupCondition(criteria, invoiceDays), isNotNull(invoiceDays.destination)))
    .groupBy(origin, invoiceDays.destination, invoiceDays.currency)
    .having(sql`sum(${invoiceDays.billedInvoices}) <> 0`);
}

/**
 * Deliveries in the range per lane: how many arrived within the promised days of their start
 * (departure, else packing, else payment; decision 055) and the mean days in transit.
 */
export function measureDeliveriesPerLane(db: DbOrTx, criteria: ReportCriteria) {
  const delivered = sumOf(shipmentDays.delivered);
  return db
    .select({
      origin,
      destination: shipmentDays.destination,
      delivered,
      onTime: sumOf(shipmentDays.onTime),
      averageTransitDays:
        sql<number>`coalesce(sum(${shipmentDays.transitSeconds}) / nullif(sum(${shipmentDays.timed}), 0), 0) / 86400`.mapWith(
          Number,
        ),
    })
    .from(shipmentDays)
    .innerJoin(warehouses, eq(warehouses.id, shipmentDays.warehouseId))
    .where(rollupCondition(criteria, shipmentDays))
    .groupBy(origin, shipmentDays.destination)
    .having(sql`${delivered} <> 0`);
}

/**
 * Duties and VAT of the invoices issued in the range and paid: nothing owed and nothing credited
 * back (the invoices page's paid, not credited), per month of issue and currency.
 */
export function sumPaidDutiesAndVat(db: DbOrTx, criteria: ReportCriteria) {
  const month = sql`date_trunc('month', ${invoiceDays.day}::timestamp)`;
  return db
    .select({
      month: sql<string>`to_char(${month}, 'YYYY-MM')`,
      currency: invoiceDays.currency,
      dutiesMinor: sumOf(invoiceDays.dutiesMinor),
      vatMinor: sumOf(invoiceDays.vatMinor),
    })
    .from(invoiceDays)
    .where(rollupCondition(criteria, invoiceDays))
    .groupBy(month, invoiceDays.currency)
    .having(sql`sum(${invoiceDays.paidInvoices}) <> 0`);
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
      .where(
        and(
          invoiceCondition(criteria),
          // Written out, not a parameter: a generic plan then still proves the owed invoices'
          // partial index (`invoices_reports_outstanding`) applies.
          sql`${invoices.outstandingMinor} > 0`,
        ),
      )
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
    .select({ origin, destination: shipmentDays.destination })
    .from(shipmentDays)
    .innerJoin(warehouses, eq(warehouses.id, shipmentDays.warehouseId))
    .where(eq(shipmentDays.companyId, companyId))
    .groupBy(origin, shipmentDays.destination)
    .having(sql`sum(${shipmentDays.paid}) <> 0`);
}
