import {
  InvoiceDtoSchema,
  InvoiceHistoryPageSchema,
  InvoiceHistoryQuerySchema,
  type InvoiceKind,
  InvoiceLinesQuerySchema,
  SendInvoiceCopyQuerySchema,
} from '@skyparcel/domain/invoices';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import { invoicePdf } from '../../modules/invoice-documents';
import { signedInUser } from '../../plugins/auth';
import { findViewerInvoice } from './find-viewer-invoice';
import { listInvoiceHistory } from './list-invoice-history';
import { KINDS_OF_CALL, readInvoicePage } from './read-invoice-page';
import { type InvoiceMailDeps, sendInvoiceCopy } from './send-invoice-copy';
import { sendShipmentReport } from './send-shipment-report';

const InvoiceId = z.string().trim().max(64);
const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'validation.countryCode' });
const MessageSchema = z.object({ message: z.string() });

/**
 * The customer's invoices (issue 13, decision 050): the three invoice pages' reads, the PDF,
 * copies and the shipment report by e-mail, and My History. The viewer rule is the invoices
 * module's; another's invoice answers 404 as a missing one does, a visitor 401.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];
  const mailDeps = (): InvoiceMailDeps => ({
    db: app.db,
    mailer: app.mailer,
    clock: systemClock,
    publicUrl: app.config.publicUrl,
  });

  const withCountry = z.object({ id: InvoiceId, country: CountryCode });
  const idOnly = z.object({ id: InvoiceId });
  const pageRoute = (
    url: string,
    kinds: readonly InvoiceKind[],
    params: typeof withCountry | typeof idOnly,
  ) =>
    app.get(
      url,
      {
        onRequest: app.requireAuth,
        schema: {
          tags,
          params,
          querystring: InvoiceLinesQuerySchema,
          response: { 200: InvoiceDtoSchema },
        },
      },
      async (request) => {
        const { id, country } = request.params as { id: string; country?: string };
        return readInvoicePage(
          app.db,
          signedInUser(request),
          { kinds, countryCode: country },
          id,
          request.locale,
          systemClock(),
          request.query.linesPage,
        );
      },
    );
  pageRoute('/invoices/:id/country/:country', KINDS_OF_CALL.shipping, withCountry);
  pageRoute(
    '/invoices/returnserviceinvoice/:id/country/:country',
    KINDS_OF_CALL.serviceReturn,
    withCountry,
  );
  pageRoute('/invoices/manualcreditinvoice/:id', KINDS_OF_CALL.manualCredit, idOnly);
  // The spec's country-less read: any kind; the web's three pages use it and check the kind.
  pageRoute('/Invoices/:id/country', KINDS_OF_CALL.any, idOnly);

  app.get(
    '/invoices/:id/pdf',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idOnly },
      config: perUserCallLimit('pdf'),
    },
    async (request, reply) => {
      const invoice = await findViewerInvoice(
        app.db,
        signedInUser(request),
        request.params.id,
        request.locale,
        systemClock(),
      );
      const document = await invoicePdf(app.db, invoice, request.locale, {
        publicUrl: app.config.publicUrl,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${document.filename}"`)
        .header('ETag', `"${document.sha256}"`)
        .send(Buffer.from(document.pdf));
    },
  );

  app.post(
    '/invoices/:id/send-email',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: idOnly,
        querystring: SendInvoiceCopyQuerySchema,
        response: { 200: MessageSchema },
      },
      // It e-mails any address the caller types: as few as the receipt sends.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      await sendInvoiceCopy(
        mailDeps(),
        signedInUser(request),
        request.params.id,
        request.query,
        request.locale,
      );
      return { message: translate(request.locale, 'invoices.page.sent', { to: request.query.to }) };
    },
  );

  app.get(
    '/Report',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        querystring: SendInvoiceCopyQuerySchema.extend({
          orderCode: z.string().trim().min(1).max(64),
        }),
        response: { 200: MessageSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      const { orderCode, to, cc } = request.query;
      await sendShipmentReport(
        mailDeps(),
        signedInUser(request),
        orderCode,
        { to, cc },
        request.locale,
      );
      return { message: translate(request.locale, 'invoices.page.sent', { to }) };
    },
  );

  // The spec's optional invoice number, as two paths: OpenAPI has no optional path parameter.
  const historyParams = z.object({ countryId: CountryCode });
  for (const [path, params] of [
    ['/warehouses/country/:countryId/packages/history', historyParams],
    [
      '/warehouses/country/:countryId/packages/history/:invoiceNumber',
      historyParams.extend({ invoiceNumber: z.string().trim().max(40) }),
    ],
  ] as const) {
    app.get(
      path,
      {
        onRequest: app.requireAuth,
        schema: {
          tags,
          params,
          querystring: InvoiceHistoryQuerySchema,
          response: { 200: InvoiceHistoryPageSchema },
        },
      },
      async (request) =>
        listInvoiceHistory(
          app.db,
          signedInUser(request).id,
          request.params.countryId,
          'invoiceNumber' in request.params ? request.params.invoiceNumber : undefined,
          request.query,
          systemClock(),
        ),
    );
  }
};
