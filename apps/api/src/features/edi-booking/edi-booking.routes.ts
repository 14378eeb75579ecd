import multipart from '@fastify/multipart';
import {
  EDI_FILE_FORMATS,
  EdiBookingListQuerySchema,
  EdiBookingListSchema,
  EdiUploadProgressQuerySchema,
  EdiUploadRefBodySchema,
  EdiUploadResultSchema,
  EdiUploadSchema,
  MAX_EDI_BOOKING_BYTES,
} from '@skyparcel/domain/edi-booking';
import { AppError } from '@skyparcel/domain/errors';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { writeCsv } from '../../lib/csv-writer';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import {
  type EdiCaller,
  findOwnUploadByKey,
  listCompanyUploads,
  requireCompanyUpload,
} from '../../modules/edi-booking';
import { sendStoredFile } from '../../modules/files';
import { type SessionUser, signedInUser } from '../../plugins/auth';
import { generateEdiBookingReportCsv } from './edi-booking-report-csv';
import { presentEdiProblems, presentEdiUpload } from './edi-upload.presenter';
import { loadEdiCatalogue } from './load-edi-catalogue';
import { printEdiLabels } from './print-edi-labels';
import { refuseEdiFile } from './read-edi-file';
import { renderEdiTemplate } from './render-edi-template';
import { ediOriginalsFolder } from './store-edi-original';
import { uploadEdiBookings } from './upload-edi-bookings';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A business user of a company: SHIPPER or SHIPPER ADMIN (the route's guard) with a company.
 * Every query then takes the company in its `where`.
 */
function ediCaller(user: SessionUser): EdiCaller {
  if (user.companyId === null) {
    throw new AppError('FORBIDDEN');
  }
  return { id: user.id, companyId: user.companyId };
}

/**
 * EDI booking (issue 15, decision 054): the template, the upload (POST
 * /Packages/merge-document-wms), its progress and per-row report, the company's list, the labels
 * PDF and the booking report CSV. SHIPPER and SHIPPER ADMIN of a company only (a visitor 401, an
 * individual or staff 403), and only their own company's uploads.
 */
export const ediBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The 5 MB rule is the domain's; one byte more tells a too-large file from one exactly at it.
  await app.register(multipart, {
    limits: { fileSize: MAX_EDI_BOOKING_BYTES + 1, files: 1, fields: 5, fieldSize: 200, parts: 6 },
  });
  const tags = ['edi-booking'];
  const businessOnly = app.requireRole('SHIPPER', 'SHIPPER ADMIN');
  const deps = {
    db: app.db,
    clock: systemClock,
    originals: ediOriginalsFolder(app.fileStore),
    bookedMail: { mailer: app.mailer, publicUrl: app.config.publicUrl },
  };

  app.get(
    '/Booking/edi-template',
    {
      onRequest: businessOnly,
      schema: {
        tags,
        description: 'The booking template, XLSX (a notes sheet) or CSV (# note lines).',
        querystring: z.object({
          format: z.enum(EDI_FILE_FORMATS, { error: 'validation.invalid' }).default('xlsx'),
        }),
      },
    },
    async (request, reply) => {
      ediCaller(signedInUser(request));
      const { format } = request.query;
      const catalogue = await loadEdiCatalogue(app.db, deps.clock());
      const file = await renderEdiTemplate(format, request.locale, catalogue);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="edi-booking-template.${format}"`)
        .send(file);
    },
  );

  app.post(
    '/Packages/merge-document-wms',
    {
      onRequest: businessOnly,
      schema: {
        tags,
        description:
          'A booking file (multipart field "file"): XLSX or CSV by content, at most 5 MB and 10,000 rows. Send an Idempotency-Key: the same key again answers the first upload.',
        consumes: ['multipart/form-data'],
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        response: { 200: EdiUploadResultSchema, 201: EdiUploadResultSchema },
      },
      config: perUserCallLimit('upload'),
    },
    async (request, reply) => {
      const caller = ediCaller(signedInUser(request));
      const key = request.headers['idempotency-key'];
      if (!key || !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      }
      const file = await request.file().catch(() => undefined);
      if (!file) {
        throw new AppError('EDI_FILE_INVALID', { fields: { file: 'validation.required' } });
      }
      const bytes = await file.toBuffer().catch(() => refuseEdiFile('validation.edi.fileTooLarge'));
      const { view, created } = await uploadEdiBookings(
        deps,
        caller,
        { fileName: file.filename, bytes },
        key,
      );
      return reply.code(created ? 201 : 200).send({
        upload: presentEdiUpload(view),
        problems: presentEdiProblems(view.upload.problems, request.locale),
      });
    },
  );

  app.get(
    '/Booking/edi-upload-progress',
    {
      onRequest: businessOnly,
      schema: {
        tags,
        description: "The caller's upload sent with this Idempotency-Key, while it runs.",
        querystring: EdiUploadProgressQuerySchema,
        response: { 200: EdiUploadSchema },
      },
    },
    async (request) => {
      const view = await findOwnUploadByKey(
        app.db,
        ediCaller(signedInUser(request)),
        request.query.key,
      );
      if (!view) {
        throw new AppError('EDI_UPLOAD_NOT_FOUND', { params: { id: request.query.key } });
      }
      return presentEdiUpload(view);
    },
  );

  app.get(
    '/Booking/get-EDIBooking-list',
    {
      onRequest: businessOnly,
      schema: {
        tags,
        querystring: EdiBookingListQuerySchema,
        response: { 200: EdiBookingListSchema },
      },
    },
    async (request) => {
      const { page, pageSize, originalFileName } = request.query;
      const { rows, total } = await listCompanyUploads(app.db, ediCaller(signedInUser(request)), {
        page,
        pageSize,
        originalFileName,
      });
      return { uploads: rows.map(presentEdiUpload), total, page, pageSize };
    },
  );

  app.get(
    '/Booking/edi-uploads/:uploadId/original',
    {
      onRequest: businessOnly,
      schema: {
        tags,
        description: "The upload's file as it was sent (the list's URL); the company's users only.",
        params: z.object({ uploadId: z.uuid({ error: 'validation.invalid' }) }),
      },
    },
    async (request, reply) => {
      const { upload } = await requireCompanyUpload(
        app.db,
        ediCaller(signedInUser(request)),
        request.params.uploadId,
      );
      if (!upload.fileStoredName) {
        throw new AppError('EDI_UPLOAD_NOT_FOUND', { params: { id: upload.id } });
      }
      return sendStoredFile(reply, deps.originals, {
        originalName: upload.originalFileName,
        storedName: upload.fileStoredName,
        contentType: upload.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
      });
    },
  );

  app.get(
    '/Booking/edi-uploads/:uploadId/problems.csv',
    {
      onRequest: businessOnly,
      config: perUserCallLimit('export'),
      schema: {
        tags,
        description:
          "A failed upload's per-row report (row, column, message) in the caller's language.",
        params: z.object({ uploadId: z.uuid({ error: 'validation.invalid' }) }),
      },
    },
    async (request, reply) => {
      const { upload } = await requireCompanyUpload(
        app.db,
        ediCaller(signedInUser(request)),
        request.params.uploadId,
      );
      const problems = presentEdiProblems(upload.problems, request.locale);
      const header = ['row', 'column', 'message'].map((column) =>
        translate(request.locale, `ediBooking.report.${column}`),
      );
      const csv = writeCsv([header, ...problems.map((p) => [p.row, p.column, p.message])]);
      // A byte order mark, so a spreadsheet opens the texts of every language as UTF-8.
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="booking-${upload.serialNumber}-problems.csv"`,
        )
        .send(`\ufeff${csv}`);
    },
  );

  app.post(
    '/Booking/print-label',
    {
      onRequest: businessOnly,
      schema: { tags, body: EdiUploadRefBodySchema },
      config: perUserCallLimit('pdf'),
    },
    async (request, reply) => {
      const { pdf, fileName } = await printEdiLabels(
        app.db,
        ediCaller(signedInUser(request)),
        request.body.uploadId,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(
    '/ReportSKEC/generate-csv',
    {
      onRequest: businessOnly,
      schema: { tags, body: EdiUploadRefBodySchema },
      config: perUserCallLimit('export'),
    },
    async (request, reply) => {
      const { csv, fileName } = await generateEdiBookingReportCsv(
        app.db,
        ediCaller(signedInUser(request)),
        request.body.uploadId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
