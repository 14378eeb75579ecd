import {
  CompanyInvoiceQuerySchema,
  InvoiceListFilterSchema,
  InvoiceListPageSchema,
} from '@skyparcel/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import { signedInUser } from '../../plugins/auth';
import { exportCompanyInvoicesCsv } from './export-company-invoices-csv';
import { listCompanyInvoices, listCompanyInvoicesByKeyword } from './list-company-invoices';

/**
 * The company's Invoices page (issue 13, decision 051): SHIPPER ADMIN only (visitors 401,
 * every other role 403), and only their own company's invoices.
 */
export const companyInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['company-invoices'];
  const shipperAdminOnly = app.requireRole('SHIPPER ADMIN');
  const deps = { db: app.db, clock: systemClock };

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        querystring: CompanyInvoiceQuerySchema,
        response: { 200: InvoiceListPageSchema },
      },
      onRequest: shipperAdminOnly,
    },
    async (request) => listCompanyInvoicesByKeyword(deps, signedInUser(request), request.query),
  );

  app.get(
    '/Invoices/skec',
    {
      schema: {
        tags,
        querystring: InvoiceListFilterSchema,
        response: { 200: InvoiceListPageSchema },
      },
      onRequest: shipperAdminOnly,
    },
    async (request) => listCompanyInvoices(deps, signedInUser(request), request.query),
  );

  app.get(
    '/Invoices/skec.csv',
    {
      schema: { tags, querystring: InvoiceListFilterSchema },
      onRequest: shipperAdminOnly,
      config: perUserCallLimit('export'),
    },
    async (request, reply) => {
      // An export, read from the replica when there is one (decision 072).
      const csv = await exportCompanyInvoicesCsv(
        { ...deps, db: app.readDb },
        signedInUser(request),
        request.query,
      );
      const day = deps.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="invoices-${day}.csv"`)
        .send(csv);
    },
  );
};
