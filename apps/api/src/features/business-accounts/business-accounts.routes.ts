import multipart from '@fastify/multipart';
import {
  BusinessApplicationBodySchema,
  BusinessApplicationSchema,
  MyBusinessApplicationSchema,
} from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import { MAX_UPLOAD_BYTES } from '@skyparcel/domain/packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock } from '../../lib/clock';
import {
  businessDocumentFile,
  businessDocumentsDir,
  findLatestApplicationOf,
  presentBusinessApplication,
  submitBusinessApplication,
} from '../../modules/companies';
import { sendStoredFile } from '../../modules/files';
import { signedInUser } from '../../plugins/auth';
import { resolveUploadsDir } from '../../plugins/env';
import { readApplicationUpload } from './read-application-upload';

/**
 * The business account signup (issue 15, decision 052): a signed-in customer sends the form and
 * the trade license in one multipart request (the form as the JSON field `application`, then
 * the file `document`), reads where it stands, and fetches their own document.
 */
export const businessAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1, fieldSize: 20_000, parts: 2 },
  });
  const dir = businessDocumentsDir(resolveUploadsDir(app.config));
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
        dir,
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
      return sendStoredFile(reply, dir, businessDocumentFile(view));
    },
  );
};
