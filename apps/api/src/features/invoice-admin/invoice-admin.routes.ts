import {
  AdminInvoiceListPageSchema,
  CreditNoteBodySchema,
  InvoiceListFilterSchema,
  IssuedInvoiceSchema,
  ManualInvoiceBodySchema,
  RefundBodySchema,
} from '@skyparcel/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { signedInUser } from '../../plugins/auth';
import { issueManualInvoice } from './issue-manual-invoice';
import { issueOperatorCreditNote } from './issue-operator-credit-note';
import { listAdminInvoices } from './list-admin-invoices';
import { refundInvoicePayment } from './refund-invoice-payment';

const InvoiceParamsSchema = z.object({ invoiceId: z.uuid({ error: 'validation.invalid' }) });

/**
 * The operators' invoices (issue 13, decision 051): ADMIN only (visitors 401, everyone else
 * 403): the list with the spec's filter, a manual invoice, a credit note, a refund.
 */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoice-admin'];
  const adminOnly = app.requireRole('ADMIN');
  const deps = { db: app.db, clock: systemClock };

  app.get(
    '/admin/invoices',
    {
      schema: {
        tags,
        querystring: InvoiceListFilterSchema,
        response: { 200: AdminInvoiceListPageSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => listAdminInvoices(deps, request.query),
  );

  app.post(
    '/admin/invoices/manual',
    {
      schema: { tags, body: ManualInvoiceBodySchema, response: { 201: IssuedInvoiceSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const invoice = await issueManualInvoice(deps, signedInUser(request), request.body);
      return reply.code(201).send(invoice);
    },
  );

  app.post(
    '/admin/invoices/:invoiceId/credit-notes',
    {
      schema: {
        tags,
        params: InvoiceParamsSchema,
        body: CreditNoteBodySchema,
        response: { 201: IssuedInvoiceSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const creditNote = await issueOperatorCreditNote(
        deps,
        signedInUser(request),
        request.params.invoiceId,
        request.body,
      );
      return reply.code(201).send(creditNote);
    },
  );

  app.post(
    '/admin/invoices/:invoiceId/refunds',
    {
      schema: {
        tags,
        params: InvoiceParamsSchema,
        body: RefundBodySchema,
        response: { 201: IssuedInvoiceSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const creditNote = await refundInvoicePayment(
        { ...deps, gateway: app.paymentGateway },
        signedInUser(request),
        request.params.invoiceId,
        request.body,
      );
      return reply.code(201).send(creditNote);
    },
  );
};
