import multipart from '@fastify/multipart';
import { AppError } from '@skyparcel/domain/errors';
import { MAX_UPLOAD_BYTES } from '@skyparcel/domain/packages';
import {
  DeleteIdentityDocumentBodySchema,
  IdentityDocumentSchema,
  SetUserIdentificationBodySchema,
  UserIdentificationSchema,
} from '@skyparcel/domain/profile';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../modules/files';
import {
  deleteIdentityDocument,
  findIdentity,
  findOwnedIdentityDocument,
  identityDocumentsFolder,
  listIdentityDocuments,
  presentIdentification,
  presentIdentityDocument,
  setUserIdentification,
  uploadIdentityDocument,
} from '../../modules/identity';
import { signedInUser } from '../../plugins/auth';

/**
 * The Identity section of the profile (spec section 7, Profile; issue 14, decision 047): the
 * passport or national ID, and the scans of it. Always the caller's own: every query takes the
 * caller in its `where`, so another customer's document id is not found. A refused ID answers
 * the spec's 'Update failed, please check your ID input again.'.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = identityDocumentsFolder(app.fileStore);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 2_000, parts: 6 },
  });
  const tags = ['profile'];

  app.get(
    '/UserProfile/get-user-identification',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's ID and its check",
        response: { 200: UserIdentificationSchema },
      },
    },
    async (request) => presentIdentification(await findIdentity(app.db, signedInUser(request).id)),
  );

  app.put(
    '/UserProfile/set-user-identification',
    {
      onRequest: app.requireAuth,
      config: { validationErrorCode: 'ID_INPUT_INVALID' },
      schema: {
        tags,
        summary: 'Keep a passport or national ID (checked by its country); back to pending',
        body: SetUserIdentificationBodySchema,
        response: { 200: UserIdentificationSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const row = await setUserIdentification(app.db, signedInUser(request), request.body);
      return {
        ...presentIdentification(row),
        message: translate(request.locale, 'messages.identificationSaved'),
      };
    },
  );

  app.post(
    '/UserProfile/upload-file',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Upload a scan of the ID (JPG, PNG or PDF, 5 MB, at most 5)',
        consumes: ['multipart/form-data'],
        response: { 201: IdentityDocumentSchema.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const file = await request.file().catch(() => undefined);
      if (!file) {
        throw new AppError('ID_DOCUMENT_UPLOAD_FAILED', {
          fields: { file: 'validation.required' },
        });
      }
      try {
        const row = await uploadIdentityDocument({ db: app.db }, store, signedInUser(request), {
          originalName: file.filename,
          source: file.file,
        });
        return reply.code(201).send({
          ...presentIdentityDocument(row, 'owner'),
          message: translate(request.locale, 'messages.documentUploaded'),
        });
      } finally {
        file.file.resume();
      }
    },
  );

  app.get(
    '/UserProfile/get-files',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's ID documents",
        response: { 200: z.array(IdentityDocumentSchema) },
      },
    },
    async (request) => {
      const rows = await listIdentityDocuments(app.db, signedInUser(request).id);
      return rows.map((row) => presentIdentityDocument(row, 'owner'));
    },
  );

  app.get(
    '/UserProfile/files/:documentId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'One of the caller’s ID documents, as a download',
        params: z.object({ documentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const row = await findOwnedIdentityDocument(
        app.db,
        signedInUser(request).id,
        request.params.documentId,
      );
      if (!row) {
        throw new AppError('ID_DOCUMENT_NOT_FOUND');
      }
      return sendStoredFile(reply, store, row);
    },
  );

  app.delete(
    '/UserProfile/delete-file',
    {
      onRequest: app.requireAuth,
      config: { validationErrorCode: 'DOCUMENT_DELETE_FAILED' },
      schema: {
        tags,
        summary: 'Delete one of the caller’s ID documents (id in the body)',
        body: DeleteIdentityDocumentBodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteIdentityDocument({ db: app.db, store }, signedInUser(request), request.body.id);
      return { message: translate(request.locale, 'messages.fileDeleted') };
    },
  );
};
