import {
  AccountDeletionRequestSchema,
  MyAccountDeletionSchema,
  PendingDeletionRequestSchema,
  RequestAccountDeletionBodySchema,
} from '@skyparcel/domain/customer-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { identityDocumentsFolder } from '../../modules/identity';
import { signedInUser } from '../../plugins/auth';
import { presentDeletionRequest } from './account-deletion.presenter';
import { findPendingRequestOf, listPendingRequests } from './account-deletion.repository';
import { confirmAccountDeletion, withdrawAccountDeletion } from './decide-account-deletion';
import { requestAccountDeletion } from './request-account-deletion';

/**
 * Account deletion on request (issue 14, decision 048): the customer asks with their password
 * and may withdraw; an ADMIN sees the queue and confirms, which erases the personal data.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const adminOnly = app.requireRole('ADMIN');

  app.get(
    '/UserProfile/deletion-request',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The caller’s pending deletion request, if any',
        response: { 200: MyAccountDeletionSchema },
      },
    },
    async (request) => {
      const pending = await findPendingRequestOf(app.db, signedInUser(request).id);
      return { pending: pending ? presentDeletionRequest(pending) : null };
    },
  );

  app.post(
    '/UserProfile/deletion-request',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Ask for the account’s deletion, confirmed with the password',
        body: RequestAccountDeletionBodySchema,
        response: { 201: AccountDeletionRequestSchema },
      },
    },
    async (request, reply) => {
      const row = await requestAccountDeletion(
        app.db,
        signedInUser(request),
        request.body.password,
        request.ip,
      );
      return reply.code(201).send(presentDeletionRequest(row));
    },
  );

  app.delete(
    '/UserProfile/deletion-request',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Withdraw the pending deletion request',
        response: { 200: MyAccountDeletionSchema },
      },
    },
    async (request) => {
      await withdrawAccountDeletion(app.db, signedInUser(request), systemClock());
      return { pending: null };
    },
  );

  app.get(
    '/admin/deletion-requests',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Pending account deletion requests, oldest first',
        response: { 200: z.array(PendingDeletionRequestSchema) },
      },
    },
    async () =>
      (await listPendingRequests(app.db)).map((row) => ({
        ...presentDeletionRequest(row.request),
        userId: row.request.userId,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`,
      })),
  );

  app.post(
    '/admin/deletion-requests/:requestId/confirm',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Confirm a deletion: the personal data is erased, invoices and payments kept',
        params: z.object({ requestId: z.string().trim().max(64) }),
      },
    },
    async (request, reply) => {
      await confirmAccountDeletion(
        { db: app.db, identityStore: identityDocumentsFolder(app.fileStore) },
        signedInUser(request),
        request.params.requestId,
        systemClock(),
      );
      return reply.code(204).send();
    },
  );
};
