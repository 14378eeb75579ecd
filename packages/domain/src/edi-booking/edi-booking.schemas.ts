import { z } from 'zod';

/** An upload's state (spec section 3, EDI booking upload: success, failed, in progress). */
export const EDI_UPLOAD_STATUSES = ['in_progress', 'success', 'failed'] as const;
export type EdiUploadStatus = (typeof EDI_UPLOAD_STATUSES)[number];

/** Where an upload in progress is: the browser shows these steps (issue 15). */
export const EDI_UPLOAD_PHASES = ['upload', 'validation', 'booking', 'done'] as const;
export type EdiUploadPhase = (typeof EDI_UPLOAD_PHASES)[number];

/** Booking upload: only XLSX or CSV (spec section 5), told by the content, not the name. */
export const EDI_FILE_FORMATS = ['xlsx', 'csv'] as const;
export type EdiFileFormat = (typeof EDI_FILE_FORMATS)[number];

/** Where a ship request came from: a customer's wizard, or a row of a business's EDI file. */
export const SHIP_REQUEST_SOURCES = ['customer', 'edi'] as const;
export type ShipRequestSource = (typeof SHIP_REQUEST_SOURCES)[number];

/** One line of the per-row report: the row number people see in their file, column, message. */
export const EdiRowProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  /** The message in the caller's language. */
  message: z.string(),
});
export type EdiRowProblemDto = z.infer<typeof EdiRowProblemSchema>;

/** An upload as the list and the upload answer show it (spec section 3, EDI booking upload). */
export const EdiUploadSchema = z.object({
  id: z.string(),
  serialNumber: z.number().int(),
  originalFileName: z.string(),
  format: z.enum(EDI_FILE_FORMATS),
  status: z.enum(EDI_UPLOAD_STATUSES),
  phase: z.enum(EDI_UPLOAD_PHASES),
  /** 'booked' once every row is a shipment; null otherwise. */
  bookingStatus: z.literal('booked').nullable(),
  rowCount: z.number().int(),
  /** Rows checked so far while in progress; rowCount once done. */
  rowsChecked: z.number().int(),
  bookedCount: z.number().int(),
  /** The pallets its booked rows are loaded on, all rows together; null when no row named any. */
  palletCount: z.number().int().nullable(),
  problemCount: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  /**
   * The original file (spec section 3, the list's URL), for the company's business users with
   * their token; null for an upload kept before originals were stored.
   */
  fileUrl: z.string().nullable(),
});
export type EdiUpload = z.infer<typeof EdiUploadSchema>;

/** POST /Packages/merge-document-wms's answer: the upload and, when it failed, every problem. */
export const EdiUploadResultSchema = z.object({
  upload: EdiUploadSchema,
  problems: z.array(EdiRowProblemSchema),
});
export type EdiUploadResult = z.infer<typeof EdiUploadResultSchema>;

/** GET /Booking/get-EDIBooking-list (spec section 7: originalFileName, pageSize, page). */
export const EdiBookingListQuerySchema = z.object({
  originalFileName: z.string().trim().max(200, 'validation.tooLong').optional(),
  pageSize: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(20),
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .default(1),
});
export type EdiBookingListQuery = z.infer<typeof EdiBookingListQuerySchema>;

export const EdiBookingListSchema = z.object({
  uploads: z.array(EdiUploadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EdiBookingList = z.infer<typeof EdiBookingListSchema>;

/** POST /Booking/print-label and POST /ReportSKEC/generate-csv: one booked upload. */
export const EdiUploadRefBodySchema = z.object({
  uploadId: z.string({ error: 'validation.required' }).trim().uuid('validation.invalid'),
});
export type EdiUploadRefBody = z.infer<typeof EdiUploadRefBodySchema>;

/** GET /Booking/edi-upload-progress: the upload the browser sent with this Idempotency-Key. */
export const EdiUploadProgressQuerySchema = z.object({
  key: z.string().trim().min(8, 'validation.invalid').max(100, 'validation.invalid'),
});
