import {
  BookingsPerUploadReportSchema,
  DeliveryPerformanceReportSchema,
  DutiesAndVatReportSchema,
  LaneReportSchema,
  OutstandingInvoicesReportSchema,
  ReportLaneOptionsSchema,
  type ReportName,
  type ReportQuery,
  ReportQuerySchema,
  ShipmentsPerWeekReportSchema,
} from '@skyparcel/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import { type SessionUser, signedInUser } from '../../plugins/auth';
import { getBookingsPerUpload } from './get-bookings-per-upload';
import { getDeliveryPerformance } from './get-delivery-performance';
import { getDutiesAndVat } from './get-duties-and-vat';
import { getLaneReport } from './get-lane-report';
import { getOutstandingInvoices } from './get-outstanding-invoices';
import { getShipmentsPerWeek } from './get-shipments-per-week';
import { listReportLaneOptions } from './list-report-lane-options';
import {
  bookingsPerUploadCsv,
  deliveryPerformanceCsv,
  dutiesAndVatCsv,
  laneCsv,
  outstandingInvoicesCsv,
  shipmentsPerWeekCsv,
} from './report-csv';
import type { ReportDeps } from './report-deps';

type Report<T> = {
  schema: z.ZodType<T>;
  summary: string;
  read: (deps: ReportDeps, user: SessionUser, query: ReportQuery) => Promise<T>;
  csv: (report: T) => string;
};

/** A report's parts with its answer's type tied together (the table below holds several). */
const report = <T>(parts: Report<T>) => parts as Report<unknown>;

const REPORTS: Record<ReportName, Report<unknown>> = {
  'shipments-per-week': report({
    schema: ShipmentsPerWeekReportSchema,
    summary: 'The company’s paid shipments per week',
    read: getShipmentsPerWeek,
    csv: shipmentsPerWeekCsv,
  }),
  lanes: report({
    schema: LaneReportSchema,
    summary: 'Shipments, weight and spend per lane (origin -> destination)',
    read: getLaneReport,
    csv: laneCsv,
  }),
  'delivery-performance': report({
    schema: DeliveryPerformanceReportSchema,
    summary: 'On-time delivery rate and transit days per lane',
    read: getDeliveryPerformance,
    csv: deliveryPerformanceCsv,
  }),
  'duties-and-vat': report({
    schema: DutiesAndVatReportSchema,
    summary: 'Duties and VAT paid per month',
    read: getDutiesAndVat,
    csv: dutiesAndVatCsv,
  }),
  'outstanding-invoices': report({
    schema: OutstandingInvoicesReportSchema,
    summary: 'Invoices still owed, by how overdue they are',
    read: getOutstandingInvoices,
    csv: outstandingInvoicesCsv,
  }),
  'bookings-per-upload': report({
    schema: BookingsPerUploadReportSchema,
    summary: 'The company’s EDI uploads and the shipments each booked',
    read: getBookingsPerUpload,
    csv: bookingsPerUploadCsv,
  }),
};

/**
 * The reports page's calls (issue 15, decision 055): SHIPPER and SHIPPER ADMIN only (visitors
 * 401, every other role 403), always over the caller's own company; each report also as CSV.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const businessOnly = app.requireRole('SHIPPER', 'SHIPPER ADMIN');
  // Rollups folded every few minutes already: a second of the replica's lag changes nothing.
  const deps: ReportDeps = { db: app.readDb, clock: systemClock };

  app.get(
    '/reports/lane-options',
    {
      schema: {
        tags,
        summary: 'The origins and destinations the company has shipped between',
        response: { 200: ReportLaneOptionsSchema },
      },
      onRequest: businessOnly,
    },
    async (request) => listReportLaneOptions(deps, signedInUser(request)),
  );

  for (const [name, { schema, summary, read, csv }] of Object.entries(REPORTS)) {
    app.get(
      `/reports/${name}`,
      {
        schema: { tags, summary, querystring: ReportQuerySchema, response: { 200: schema } },
        onRequest: businessOnly,
      },
      async (request) => read(deps, signedInUser(request), request.query),
    );

    app.get(
      `/reports/${name}.csv`,
      {
        schema: { tags, summary: `${summary}, as CSV`, querystring: ReportQuerySchema },
        onRequest: businessOnly,
        config: perUserCallLimit('export'),
      },
      async (request, reply) => {
        const answer = await read(deps, signedInUser(request), request.query);
        const day = deps.clock().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
          .send(csv(answer));
      },
    );
  }
};
