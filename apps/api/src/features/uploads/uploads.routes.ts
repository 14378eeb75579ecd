import multipart, { type MultipartFile } from '@fastify/multipart';
import { AppError } from '@skyparcel/domain/errors';
import { NUL_CHARACTER_KEY, NulFreeInputSchema } from '@skyparcel/domain/input';
import {
  DOCUMENT_UPLOAD_TYPES,
  formatPackageNumber,
  MAX_DOCUMENTS_PER_PACKAGE,
  MAX_PHOTOS_PER_PACKAGE,
  MAX_UPLOAD_BYTES,
  PHOTO_UPLOAD_TYPES,
  UploadedFileSchema,
  UploadedFilesQuerySchema,
} from '@skyparcel/domain/packages';
import { pageOf } from '@skyparcel/domain/reference';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '../../lib/sql-search';
import {
  discardPackageFiles,
  listOwnedDocuments,
  type PackageFileRow,
  packageFileUrl,
  requireOwnedDocument,
  requirePackageFile,
  sendStoredFile,
  uploadPackageFile,
} from '../../modules/files';
import {
  findOtherUsersPackageByNumber,
  type PackageRow,
  requireOwnedPackage,
  requireStaffPackage,
} from '../../modules/packages';
import { signedInUser } from '../../plugins/auth';
import { deleteDocument } from './delete-document';

// Multipart fields skip the route validator, so the NUL rule of every other input is applied here.
const DocumentNameSchema = NulFreeInputSchema.pipe(z.string().trim().max(100));

function fieldValue(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && single.type === 'field' ? String(single.value) : undefined;
}

function presentDocument(
  file: PackageFileRow,
  pkg: PackageRow,
): z.infer<typeof UploadedFileSchema> {
  return {
    serialNumber: file.serialNumber,
    packageId: pkg.id,
    packageNumber: formatPackageNumber(pkg.number),
    documentName: file.documentName,
    fileName: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    uploadedAt: file.createdAt.toISOString(),
    url: packageFileUrl('customer', file, pkg.warehouseId),
  };
}

/** A request that is not a readable multipart upload is a failed upload, in the spec's words. */
async function readUpload(request: { file: () => Promise<MultipartFile | undefined> }) {
  const file = await request.file().catch(() => undefined);
  if (!file) {
    throw new AppError('UPLOAD_FAILED', { fields: { file: 'validation.required' } });
  }
  return file;
}

/**
 * Documents of a package (spec section 7, Uploads) and staff photos. Multipart is parsed only
 * inside this plugin, with the 5 MB limit; files are sniffed, stored under server-made names and
 * served as downloads (see file-store.ts and send-stored-file.ts).
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 10, fieldSize: 2_000, parts: 30 },
  });
  const tags = ['uploads'];
  const deps = { db: app.db };

  app.post(
    '/Packages/upload-file',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: UploadedFileSchema.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const file = await readUpload(request);
      // Fields must come before the file, so ownership is settled before a byte is stored.
      const packageId = fieldValue(file, 'packageId') ?? '';
      const documentName = DocumentNameSchema.safeParse(
        fieldValue(file, 'documentName') || file.filename.replace(/\.[^.]*$/, ''),
      );
      try {
        const owned = await requireOwnedPackage(app.db, user, packageId);
        if (!documentName.success || documentName.data === '') {
          const hasNul = documentName.error?.issues.some((i) => i.message === NUL_CHARACTER_KEY);
          throw new AppError('UPLOAD_FAILED', {
            fields: { documentName: hasNul ? NUL_CHARACTER_KEY : 'validation.required' },
          });
        }
        const row = await uploadPackageFile(
          deps,
          store,
          {
            packageId: owned.pkg.id,
            kind: 'document',
            documentName: documentName.data,
            originalName: file.filename,
            uploadedBy: user.id,
            accepted: DOCUMENT_UPLOAD_TYPES,
            maxFiles: MAX_DOCUMENTS_PER_PACKAGE,
          },
          file.file,
        );
        return reply.code(201).send({
          ...presentDocument(row, owned.pkg),
          message: translate(request.locale, 'messages.documentUploaded'),
        });
      } finally {
        file.file.resume();
      }
    },
  );

  app.get(
    '/Packages/uploaded-files',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        querystring: UploadedFilesQuerySchema,
        response: { 200: pageOf(UploadedFileSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { awbPrefixAwbNumber, packageId } = request.query;
      if (packageId) {
        // Someone else's package answers its 403, an unknown one 404; no documents is a list.
        await requireOwnedPackage(app.db, user, packageId);
      }
      const { rows, total } = await listOwnedDocuments(app.db, user, request.query);
      if (awbPrefixAwbNumber && rows.length === 0) {
        const otherId = await findOtherUsersPackageByNumber(app.db, user, awbPrefixAwbNumber);
        throw otherId
          ? new AppError('PACKAGE_NOT_ASSOCIATED')
          : new AppError('DOCUMENT_NOT_FOUND', { params: { id: awbPrefixAwbNumber } });
      }
      return {
        items: rows.map((row) => presentDocument(row.file, row.pkg)),
        page: request.query.page,
        pageSize: PAGE_SIZE,
        total,
      };
    },
  );

  const SerialParams = z.object({
    serialNumber: z.coerce.number().int().positive().max(2_147_483_647),
  });

  app.get(
    '/Packages/uploaded-files/:serialNumber/file',
    { onRequest: app.requireAuth, schema: { tags, params: SerialParams } },
    async (request, reply) => {
      const { file } = await requireOwnedDocument(
        app.db,
        signedInUser(request),
        request.params.serialNumber,
      );
      return sendStoredFile(reply, store, file);
    },
  );

  app.delete(
    '/Packages/uploaded-files/delete/:serialNumber',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: SerialParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteDocument(
        { db: app.db, store, log: request.log },
        signedInUser(request),
        request.params.serialNumber,
      );
      return { message: translate(request.locale, 'messages.fileDeleted') };
    },
  );

  app.post(
    '/staff/packages/:packageId/photos',
    {
      onRequest: app.requireRole('STAFF', 'ADMIN'),
      schema: {
        tags: ['staff'],
        consumes: ['multipart/form-data'],
        params: z.object({ packageId: z.string().trim().max(64) }),
        response: {
          201: z.object({ photos: z.array(z.object({ id: z.string(), url: z.string() })) }),
        },
      },
    },
    async (request, reply) => {
      const clerk = signedInUser(request);
      const { pkg } = await requireStaffPackage(app.db, clerk, request.params.packageId);
      const stored: PackageFileRow[] = [];
      try {
        for await (const part of request.files()) {
          stored.push(
            await uploadPackageFile(
              deps,
              store,
              {
                packageId: pkg.id,
                kind: 'photo',
                documentName: 'photo',
                originalName: part.filename,
                uploadedBy: clerk.id,
                accepted: PHOTO_UPLOAD_TYPES,
                maxFiles: MAX_PHOTOS_PER_PACKAGE,
              },
              part.file,
            ),
          );
        }
      } catch (error) {
        // One bad photo fails the request, so the ones before it are not kept either.
        await discardPackageFiles(deps, store, stored);
        throw error;
      }
      if (stored.length === 0) {
        throw new AppError('UPLOAD_FAILED', { fields: { file: 'validation.required' } });
      }
      const photos = stored.map((row) => ({
        id: row.id,
        url: packageFileUrl('staff', row, pkg.warehouseId),
      }));
      return reply.code(201).send({ photos });
    },
  );

  app.get(
    '/staff/packages/:packageId/files/:fileId',
    {
      onRequest: app.requireRole('STAFF', 'ADMIN'),
      schema: {
        tags: ['staff'],
        params: z.object({ packageId: z.string().max(64), fileId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { pkg } = await requireStaffPackage(
        app.db,
        signedInUser(request),
        request.params.packageId,
      );
      return sendStoredFile(
        reply,
        store,
        await requirePackageFile(app.db, pkg.id, request.params.fileId),
      );
    },
  );

  app.get(
    '/warehouses/:warehouseId/packages/:packageId/photos/:photoId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['packages'],
        params: z.object({
          warehouseId: z.string().max(64),
          packageId: z.string().max(64),
          photoId: z.string().max(64),
        }),
      },
    },
    async (request, reply) => {
      const { warehouseId, packageId, photoId } = request.params;
      const { pkg } = await requireOwnedPackage(
        app.db,
        signedInUser(request),
        packageId,
        warehouseId,
      );
      return sendStoredFile(
        reply,
        store,
        await requirePackageFile(app.db, pkg.id, photoId, 'photo'),
      );
    },
  );
};
