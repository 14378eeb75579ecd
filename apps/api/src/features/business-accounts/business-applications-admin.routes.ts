import {
  BusinessApplicationListQuerySchema,
  BusinessApplicationSchema,
  ReviewBusinessApplicationBodySchema,
  TradeLicenseRenewalListQuerySchema,
  TradeLicenseRenewalSchema,
} from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  businessDocumentFile,
  businessDocumentsFolder,
  findBusinessApplication,
  findTradeLicenseRenewal,
  listBusinessApplications,
  listTradeLicenseRenewals,
  presentBusinessApplication,
  presentTradeLicenseRenewal,
  renewalDocumentFile,
  reviewBusinessApplication,
  reviewTradeLicenseRenewal,
} from '../../modules/companies';
import { sendStoredFile } from '../../modules/files';
import { signedInUser } from '../../plugins/auth';

const IdParams = z.object({ id: z.uuid({ error: 'errors.BUSINESS_APPLICATION_NOT_FOUND' }) });
const RenewalParams = z.object({
  id: z.uuid({ error: 'errors.TRADE_LICENSE_RENEWAL_NOT_FOUND' }),
});

/**
 * The operators' review of business applications (issue 15, decision 052), ADMIN only: the queue
 * by state, one application, its license document, and the verdict (approval issues the
 * Customer ID). Nobody else reaches the documents through these routes. The same queue holds
 * the companies' trade license renewals (`/admin/trade-license-renewals`).
 */
export const businessApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = businessDocumentsFolder(app.fileStore);
  const tags = ['business-accounts'];
  const onRequest = app.requireRole('ADMIN');

  async function requireRenewal(id: string) {
    const view = await findTradeLicenseRenewal(app.db, id);
    if (!view) {
      throw new AppError('TRADE_LICENSE_RENEWAL_NOT_FOUND');
    }
    return view;
  }

  async function requireApplication(id: string) {
    const view = await findBusinessApplication(app.db, id);
    if (!view) {
      throw new AppError('BUSINESS_APPLICATION_NOT_FOUND');
    }
    return view;
  }

  app.get(
    '/admin/business-applications',
    {
      onRequest,
      schema: {
        tags,
        querystring: BusinessApplicationListQuerySchema,
        response: { 200: z.array(BusinessApplicationSchema) },
      },
    },
    async (request) =>
      (await listBusinessApplications(app.db, request.query.status)).map((view) =>
        presentBusinessApplication(view, 'operator'),
      ),
  );

  app.get(
    '/admin/business-applications/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: BusinessApplicationSchema } } },
    async (request) =>
      presentBusinessApplication(await requireApplication(request.params.id), 'operator'),
  );

  app.get(
    '/admin/business-applications/:id/document',
    { onRequest, schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        store,
        businessDocumentFile(await requireApplication(request.params.id)),
      ),
  );

  app.post(
    '/admin/business-applications/:id/review',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve (issuing the Customer ID) or reject with a reason; the applicant is told',
        params: IdParams,
        body: ReviewBusinessApplicationBodySchema,
        response: { 200: BusinessApplicationSchema },
      },
    },
    async (request) => {
      await reviewBusinessApplication(
        { db: app.db, clock: systemClock, mailer: app.mailer },
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return presentBusinessApplication(await requireApplication(request.params.id), 'operator');
    },
  );

  app.get(
    '/admin/trade-license-renewals',
    {
      onRequest,
      schema: {
        tags,
        querystring: TradeLicenseRenewalListQuerySchema,
        response: { 200: z.array(TradeLicenseRenewalSchema) },
      },
    },
    async (request) =>
      (await listTradeLicenseRenewals(app.db, request.query.status)).map((view) =>
        presentTradeLicenseRenewal(view, 'operator'),
      ),
  );

  app.get(
    '/admin/trade-license-renewals/:id/document',
    { onRequest, schema: { tags, params: RenewalParams } },
    async (request, reply) =>
      sendStoredFile(reply, store, renewalDocumentFile(await requireRenewal(request.params.id))),
  );

  app.post(
    '/admin/trade-license-renewals/:id/review',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve (the company gets the new license) or reject a renewal with a reason',
        params: RenewalParams,
        body: ReviewBusinessApplicationBodySchema,
        response: { 200: TradeLicenseRenewalSchema },
      },
    },
    async (request) => {
      await reviewTradeLicenseRenewal(
        { db: app.db, clock: systemClock, mailer: app.mailer },
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return presentTradeLicenseRenewal(await requireRenewal(request.params.id), 'operator');
    },
  );
};
