import {
  EDI_FILE_FORMATS,
  EDI_UPLOAD_PHASES,
  EDI_UPLOAD_STATUSES,
  type EdiBookingColumn,
} from '@skyparcel/domain/edi-booking';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id } from './columns';
import { airports, productTypes } from './reference';
import { shipRequests } from './ship-requests';

export const ediUploadStatus = pgEnum('edi_upload_status', EDI_UPLOAD_STATUSES);
export const ediUploadPhase = pgEnum('edi_upload_phase', EDI_UPLOAD_PHASES);
export const ediFileFormat = pgEnum('edi_file_format', EDI_FILE_FORMATS);

/** A problem of a failed upload as stored: the message is an i18n key, said in the reader's language. */
export type StoredEdiRowProblem = {
  row: number;
  /** A column of the template, 'file' for the file as a whole, or a header cell not known. */
  column: EdiBookingColumn | 'file' | (string & {});
  message: string;
};

/**
 * A business's EDI booking file (issue 15, spec section 3: EDI booking upload; decision 054). It
 * belongs to the uploader's company: every colleague sees it, no other company does. A failed
 * upload keeps its per-row problems and books nothing; a successful one has one `edi_bookings`
 * row per file row.
 */
export const ediUploads = pgTable(
  'edi_uploads',
  {
    id: id(),
    /** The serial number the list shows; a sequence, so two uploads never share one. */
    serialNumber: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 1 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    uploadedBy: uuid()
      .notNull()
      .references(() => users.id),
    originalFileName: text().notNull(),
    /**
     * The original file as sent, stored privately under `uploads/edi/` (server-made name; the
     * list's URL, decision 054). Null for an upload kept before originals were stored.
     */
    fileStoredName: text(),
    format: ediFileFormat().notNull(),
    status: ediUploadStatus().notNull().default('in_progress'),
    phase: ediUploadPhase().notNull().default('upload'),
    rowCount: integer().notNull().default(0),
    rowsChecked: integer().notNull().default(0),
    problems: jsonb().$type<StoredEdiRowProblem[]>().notNull().default([]),
    /** The browser's key for one click: a double submit finds this upload instead of booking twice. */
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('edi_uploads_idempotency').on(table.uploadedBy, table.idempotencyKey),
    index().on(table.companyId, table.createdAt),
  ],
);

/**
 * One booked row of an upload: the shipment is a ship request with source 'edi' (packed, with
 * its air waybill and boxes), so the packing queue, CAWBs, labels and tracking read it as they
 * read any request; this row keeps what the file said that a ship request has no column for.
 */
export const ediBookings = pgTable(
  'edi_bookings',
  {
    id: id(),
    uploadId: uuid()
      .notNull()
      .references(() => ediUploads.id),
    /** The row number in the file (the header is row 1). */
    rowNumber: integer().notNull(),
    shipRequestId: uuid()
      .notNull()
      .unique()
      .references(() => shipRequests.id),
    shipperName: text().notNull(),
    shipperPhone: text(),
    description: text().notNull(),
    hsCode: text().notNull(),
    productTypeCode: text()
      .notNull()
      .references(() => productTypes.code),
    declaredValueMinor: bigint({ mode: 'number' }).notNull(),
    declaredCurrency: char({ length: 3 }).notNull(),
    originAirportCode: char({ length: 3 })
      .notNull()
      .references(() => airports.code),
    destinationAirportCode: char({ length: 3 })
      .notNull()
      .references(() => airports.code),
    /**
     * The pallets the row said the shipment is loaded on (the file's optional `palletCount`,
     * 1 to 99, decision 061); null for loose boxes and for rows booked before the column.
     */
    palletCount: integer(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('edi_bookings_row').on(table.uploadId, table.rowNumber),
    check(
      'edi_bookings_pallet_count_range',
      sql`${table.palletCount} is null or ${table.palletCount} between 1 and 99`,
    ),
  ],
);
