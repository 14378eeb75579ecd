import { AppError } from '@skyparcel/domain/errors';
import {
  ReviewIdentityBodySchema,
  StaffIdentityDetailsSchema,
  StaffIdentityListQuerySchema,
  StaffIdentitySummarySchema,
} from '@skyparcel/domain/profile';
import { pageOf } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { sendStoredFile } from '../../modules/files';
import {
  findOwnedIdentityDocument,
  identityDocumentsFolder,
  listIdentitiesByStatus,
  reviewIdentity,
} from '../../modules/identity';
import { requireWorkingStaff } from '../../modules/packages';
import { signedInUser } from '../../plugins/auth';
import { findStaffIdentity } from './find-staff-identity';

const UserParams = z.object({ userId: z.uuid() });

/**
 * Staff and admins check customers' identities (issue 14, decision 047): the queue by status,
 * one identity with its documents, a document's bytes, and the verdict. Customers never reach
 * these routes (403); the documents have no other staff URL.
 */
export const identityReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = identityDocumentsFolder(app.fileStore);
  const tags = ['staff'];
  const requireRole = app.requireRole('STAFF', 'ADMIN');
  // Identity checks are an operator's work (decision 047): an admin's, or a clerk's who works at
  // a warehouse; a STAFF account assigned nowhere reads no one's identity (issue 27).
  const onRequest = [
    requireRole,
    async (request: Parameters<typeof requireRole>[0]) => {
      await requireWorkingStaff(app.db, signedInUser(request));
    },
  ];

  app.get(
    '/staff/identities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Identities in a state, a page at a time (pending: the longest waiting first)',
        querystring: StaffIdentityListQuerySchema,
        response: { 200: pageOf(StaffIdentitySummarySchema) },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const { rows, total } = await listIdentitiesByStatus(app.db, status, { page, pageSize });
      return {
        items: rows.map(({ identity, user, documentCount }) => ({
          userId: user.id,
          name: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
          email: user.email,
          suiteNumber: user.suiteNumber,
          status: identity.status,
          documentType: identity.documentType,
          issuingCountryCode: identity.issuingCountryCode,
          documentCount,
          updatedAt: identity.updatedAt.toISOString(),
        })),
        page,
        pageSize,
        total,
      };
    },
  );

  app.get(
    '/staff/identities/:userId',
    {
      onRequest,
      schema: { tags, params: UserParams, response: { 200: StaffIdentityDetailsSchema } },
    },
    async (request) => {
      const details = await findStaffIdentity(app.db, request.params.userId);
      // Every read of someone's identity is kept: who, whose, when (issue 27).
      await recordAudit(app.db, {
        actor: signedInUser(request).id,
        action: 'identity.read',
        subject: request.params.userId,
        detail: {},
      });
      return details;
    },
  );

  app.get(
    '/staff/identities/:userId/files/:documentId',
    {
      onRequest,
      schema: { tags, params: UserParams.extend({ documentId: z.uuid() }) },
    },
    async (request, reply) => {
      const { userId, documentId } = request.params;
      const row = await findOwnedIdentityDocument(app.db, userId, documentId);
      if (!row) {
        throw new AppError('ID_DOCUMENT_NOT_FOUND');
      }
      await recordAudit(app.db, {
        actor: signedInUser(request).id,
        action: 'identity.read-document',
        subject: userId,
        detail: { documentId },
      });
      return sendStoredFile(reply, store, row);
    },
  );

  app.post(
    '/staff/identities/:userId/review',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark the identity verified, or rejected with a reason; the customer is told',
        params: UserParams,
        body: ReviewIdentityBodySchema,
        response: { 200: StaffIdentityDetailsSchema },
      },
    },
    async (request) => {
      await reviewIdentity(
        { db: app.db, clock: systemClock, mailer: app.mailer },
        signedInUser(request),
        request.params.userId,
        request.body,
      );
      return findStaffIdentity(app.db, request.params.userId);
    },
  );
};
