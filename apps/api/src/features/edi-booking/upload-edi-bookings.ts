import type { Db } from '@skyparcel/db';
import type { StoredEdiRowProblem } from '@skyparcel/db/schema';
import {
  checkEdiBookingRow,
  EDI_BOOKING_COLUMNS,
  type EdiBookingColumn,
  ediBookingRowSchema,
  MAX_EDI_BOOKING_BYTES,
  MAX_EDI_BOOKING_ROWS,
  OPTIONAL_EDI_BOOKING_COLUMNS,
} from '@skyparcel/domain/edi-booking';
import type { Clock } from '../../lib/clock';
import { assertCompanyMayBook } from '../../modules/companies';
import {
  bookEdiRows,
  type EdiCaller,
  type EdiRowToBook,
  findUploadView,
  insertUploadOnce,
  updateUpload,
} from '../../modules/edi-booking';
import type { FileStore } from '../../modules/files';
import { loadEdiCatalogue } from './load-edi-catalogue';
import {
  readEdiFileLines,
  refuseEdiFile,
  refuseOversizedXlsx,
  sniffEdiFormat,
} from './read-edi-file';
import { type EdiBookedMailDeps, sendEdiBookedMail } from './send-edi-booked-mail';
import { storeEdiOriginal } from './store-edi-original';

/** A failed file keeps at most this many problems: enough to fix it, small enough to store. */
export const MAX_STORED_PROBLEMS = 5_000;
/** An unknown column's name is echoed in the report up to this many characters. */
const MAX_ECHOED_COLUMN = 100;
/** The progress shown while a file is checked moves every this many rows. */
const PROGRESS_EVERY = 500;

export type EdiFile = { fileName: string; bytes: Buffer };

/**
 * POST /Packages/merge-document-wms (issue 15, decision 054): a business user's booking file.
 * The file must be an XLSX or CSV by content, at most 5 MB and 10,000 rows. The upload is
 * recorded at once (in progress), so the browser can follow it by its Idempotency-Key; every row
 * is read as a stream and checked with the domain's row schema; any problem fails the upload
 * with its per-row report and books nothing; otherwise every row is booked in one transaction.
 * The same key again (a double submit) answers the first upload and books nothing more. With
 * `originals` the file itself is kept for the list's download link.
 */
export async function uploadEdiBookings(
  deps: {
    db: Db;
    clock: Clock;
    originals?: FileStore;
    /** Given, the uploader is e-mailed once the file is booked. */
    bookedMail?: Omit<EdiBookedMailDeps, 'db'>;
  },
  caller: EdiCaller,
  file: EdiFile,
  idempotencyKey: string,
) {
  const { db, clock } = deps;
  if (file.bytes.length > MAX_EDI_BOOKING_BYTES) {
    refuseEdiFile('validation.edi.fileTooLarge');
  }
  const format = sniffEdiFormat(file.bytes);
  if (format === 'xlsx') {
    refuseOversizedXlsx(file.bytes);
  }
  // An expired trade license books nothing new (decision 052): refused before anything is kept.
  await assertCompanyMayBook(db, caller.companyId, clock());
  const { row: upload, created } = await insertUploadOnce(db, {
    companyId: caller.companyId,
    uploadedBy: caller.id,
    originalFileName: file.fileName.slice(0, 200) || 'bookings',
    format,
    idempotencyKey,
  });
  if (!created) {
    return { view: await findUploadView(db, upload.id), created };
  }
  if (deps.originals) {
    await storeEdiOriginal(db, deps.originals, upload, file.bytes);
  }

  // A first pass only counts the rows (parsing is cheap, checking is not): a file that is too
  // long fails at once, and the progress knows the total while the rows are checked.
  let lines = 0;
  for await (const _line of readEdiFileLines(format, file.bytes)) {
    lines += 1;
    if (lines > MAX_EDI_BOOKING_ROWS + 1) {
      break;
    }
  }
  const total = Math.max(0, lines - 1);
  if (total > MAX_EDI_BOOKING_ROWS) {
    await updateUpload(db, upload.id, {
      status: 'failed',
      phase: 'done',
      rowCount: total,
      problems: [{ row: 0, column: 'file', message: 'validation.edi.tooManyRows' }],
      finishedAt: clock(),
    });
    return { view: await findUploadView(db, upload.id), created };
  }
  await updateUpload(db, upload.id, { rowCount: total });

  const now = clock();
  const loaded = await loadEdiCatalogue(db, now);
  const schema = ediBookingRowSchema(loaded.catalogue);
  const problems: StoredEdiRowProblem[] = [];
  const addProblem = (problem: StoredEdiRowProblem) => {
    if (problems.length < MAX_STORED_PROBLEMS) {
      problems.push(problem);
    }
  };
  const valid: EdiRowToBook[] = [];
  let columns: (EdiBookingColumn | undefined)[] | undefined;
  let rowCount = 0;

  for await (const { line, cells } of readEdiFileLines(format, file.bytes)) {
    if (!columns) {
      columns = headerColumns(line, cells, addProblem);
      if (problems.length > 0) {
        break;
      }
      continue;
    }
    rowCount += 1;
    const values: Partial<Record<EdiBookingColumn, string>> = {};
    columns.forEach((column, index) => {
      if (column) {
        values[column] = cells[index] ?? '';
      }
    });
    const result = checkEdiBookingRow(schema, values);
    if (result.ok) {
      const lane = loaded.laneOf(result.row.originAirport, result.row.consignee.countryCode);
      if (lane) {
        valid.push({ rowNumber: line, row: result.row, lane });
      }
    } else {
      for (const problem of result.problems) {
        addProblem({ row: line, ...problem });
      }
    }
    if (rowCount % PROGRESS_EVERY === 0) {
      await updateUpload(db, upload.id, { rowsChecked: rowCount });
    }
  }
  if (!columns || (rowCount === 0 && problems.length === 0)) {
    addProblem({ row: columns ? 2 : 1, column: 'file', message: 'validation.edi.emptyFile' });
  }

  if (problems.length > 0) {
    await updateUpload(db, upload.id, {
      status: 'failed',
      phase: 'done',
      rowsChecked: rowCount,
      problems,
      finishedAt: clock(),
    });
    return { view: await findUploadView(db, upload.id), created };
  }

  await updateUpload(db, upload.id, { phase: 'booking', rowsChecked: rowCount });
  try {
    await bookEdiRows(db, caller, upload.id, valid, clock());
  } catch (error) {
    // Nothing was booked (one transaction); the upload says so, and the caller hears why.
    await updateUpload(db, upload.id, {
      status: 'failed',
      phase: 'done',
      problems: [{ row: 0, column: 'file', message: 'validation.edi.bookingFailed' }],
      finishedAt: clock(),
    });
    throw error;
  }
  if (deps.bookedMail) {
    await sendEdiBookedMail({ db, ...deps.bookedMail }, upload);
  }
  return { view: await findUploadView(db, upload.id), created };
}

/**
 * The header row's columns by position (names as in the template, any order and letter case).
 * A required column missing, or a name the template does not have, is a problem of the header.
 */
function headerColumns(
  line: number,
  cells: readonly string[],
  addProblem: (problem: StoredEdiRowProblem) => void,
): (EdiBookingColumn | undefined)[] {
  const byName = new Map(EDI_BOOKING_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns = cells.map((cell) => byName.get(cell.trim().toLowerCase()));
  cells.forEach((cell, index) => {
    if (cell.trim() !== '' && columns[index] === undefined) {
      // The report names the column as written, cut short: a header cell may be any length.
      const column = cell.trim().slice(0, MAX_ECHOED_COLUMN);
      addProblem({ row: line, column, message: 'validation.edi.unknownColumn' });
    }
  });
  for (const column of EDI_BOOKING_COLUMNS) {
    if (!OPTIONAL_EDI_BOOKING_COLUMNS.has(column) && !columns.includes(column)) {
      addProblem({ row: line, column, message: 'validation.edi.missingColumn' });
    }
  }
  return columns;
}
