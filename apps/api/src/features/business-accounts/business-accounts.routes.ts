import multipart from '@fastify/multipart';
import {
  BusinessApplicationBodySchema,
  BusinessApplicationSchema,
  CompanyTradeLicenseSchema,
  isTradeLicenseRenewable,
  MyBusinessApplicationSchema,
  TradeLicenseRenewalBodySchema,
  TradeLicenseRenewalSchema,
} from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import { MAX_UPLOAD_BYTES } from '@skyparcel/domain/packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  businessDocumentFile,
  businessDocumentsFolder,
  findCompany,
  findCompanyRenewal,
  findLatestApplicationOf,
  findLatestRenewalOfCompany,
  presentBusinessApplication,
  presentTradeLicenseRenewal,
  renewalDocumentFile,
  submitBusinessApplication,
  submitTradeLicenseRenewal,
} from '../../modules/companies';
import { sendStoredFile } from '../../modules/files';
import { signedInUser } from '../../plugins/auth';
import { readApplicationUpload } from './read-application-upload';

const RenewalParams = z.object({
  id: z.uuid({ error: 'errors.TRADE_LICENSE_RENEWAL_NOT_FOUND' }),
});

/** A SHIPPER ADMIN's company: the role guard let only company users through. */
function companyOf(user: { companyId: string | null }): string {
  if (!user.companyId) {
    throw new AppError('FORBIDDEN');
  }
  return user.companyId;
}

/**
 * The business account signup (issue 15, decision 052): a signed-in customer sends the form and
 * the trade license in one multipart request (the form as the JSON field `application`, then
 * the file `document`), reads where it stands, and fetches their own document. A company's
 * SHIPPER ADMIN reads its trade license and sends the renewed one the same way (the JSON field
 * `renewal`), and fetches the document of the company's own renewals.
 */
export const businessAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1, fieldSize: 20_000, parts: 2 },
  });
  const store = businessDocumentsFolder(app.fileStore);
  const tags = ['business-accounts'];

  app.get(
    '/business-account',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: MyBusinessApplicationSchema } },
    },
    async (request) => {
      const view = await findLatestApplicationOf(app.db, signedInUser(request).id);
      return { application: view ? presentBusinessApplication(view, 'applicant') : null };
    },
  );

  app.post(
    '/business-account',
    {
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags,
        summary: 'Apply for a business account (multipart: application JSON, then document)',
        consumes: ['multipart/form-data'],
        response: { 201: BusinessApplicationSchema },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const { fields, upload } = await readApplicationUpload(
        request,
        BusinessApplicationBodySchema,
      );
      const row = await submitBusinessApplication(
        { db: app.db, clock: systemClock },
        store,
        caller,
        fields,
        upload,
      );
      const view = await findLatestApplicationOf(app.db, caller.id);
      if (!view || view.application.id !== row.id) {
        throw new AppError('BUSINESS_APPLICATION_NOT_FOUND');
      }
      return reply.code(201).send(presentBusinessApplication(view, 'applicant'));
    },
  );

  app.get(
    '/business-account/document',
    { onRequest: app.requireAuth, schema: { tags } },
    async (request, reply) => {
      const view = await findLatestApplicationOf(app.db, signedInUser(request).id);
      if (!view) {
        throw new AppError('BUSINESS_APPLICATION_NOT_FOUND');
      }
      return sendStoredFile(reply, store, businessDocumentFile(view));
    },
  );

  app.get(
    '/business-account/trade-license',
    {
      onRequest: app.requireRole('SHIPPER ADMIN'),
      schema: { tags, response: { 200: CompanyTradeLicenseSchema } },
    },
    async (request) => {
      const companyId = companyOf(signedInUser(request));
      const [company, latest] = await Promise.all([
        findCompany(app.db, companyId),
        findLatestRenewalOfCompany(app.db, companyId),
      ]);
      const expiresOn = company?.tradeLicenseExpiresOn ?? null;
      return {
        tradeLicenseNumber: company?.tradeLicenseNumber ?? null,
        tradeLicenseExpiresOn: expiresOn,
        isRenewable: expiresOn === null || isTradeLicenseRenewable(expiresOn, systemClock()),
        renewal: latest ? presentTradeLicenseRenewal(latest, 'company') : null,
      };
    },
  );

  app.post(
    '/business-account/trade-license/renewals',
    {
      onRequest: app.requireRole('SHIPPER ADMIN'),
      schema: {
        tags,
        summary: 'Send a renewed trade license (multipart: renewal JSON, then document)',
        consumes: ['multipart/form-data'],
        response: { 201: TradeLicenseRenewalSchema },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const companyId = companyOf(caller);
      const { fields, upload } = await readApplicationUpload(
        request,
        TradeLicenseRenewalBodySchema,
        'renewal',
      );
      const row = await submitTradeLicenseRenewal(
        { db: app.db, clock: systemClock },
        store,
        { id: caller.id, companyId, actingAdminId: caller.actingAdminId },
        fields,
        upload,
      );
      const view = await findCompanyRenewal(app.db, companyId, row.id);
      if (!view) {
        throw new AppError('TRADE_LICENSE_RENEWAL_NOT_FOUND');
      }
      return reply.code(201).send(presentTradeLicenseRenewal(view, 'company'));
    },
  );

  app.get(
    '/business-account/trade-license/renewals/:id/document',
    { onRequest: app.requireRole('SHIPPER ADMIN'), schema: { tags, params: RenewalParams } },
    async (request, reply) => {
      const companyId = companyOf(signedInUser(request));
      const view = await findCompanyRenewal(app.db, companyId, request.params.id);
      if (!view) {
        throw new AppError('TRADE_LICENSE_RENEWAL_NOT_FOUND');
      }
      return sendStoredFile(reply, store, renewalDocumentFile(view));
    },
  );
};
