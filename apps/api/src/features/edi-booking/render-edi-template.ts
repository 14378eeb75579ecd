import {
  EDI_BOOKING_COLUMNS,
  EDI_BOOKING_EXAMPLE,
  EDI_CSV_COMMENT,
  type EdiFileFormat,
  MAX_EDI_BOOKING_ROWS,
  OPTIONAL_EDI_BOOKING_COLUMNS,
} from '@skyparcel/domain/edi-booking';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import ExcelJS from 'exceljs';
import { writeCsv } from '../../lib/csv-writer';
import type { LoadedEdiCatalogue } from './load-edi-catalogue';

/** One documented column: what to write, whether it is required, an example. */
function columnNotes(locale: Locale, catalogue: LoadedEdiCatalogue) {
  const lists: Partial<Record<string, string>> = {
    productType: catalogue.productTypeCodes.join(', '),
    originAirport: catalogue.originAirportCodes.join(', '),
    destinationAirport: catalogue.destinationAirportCodes.join(', '),
  };
  return EDI_BOOKING_COLUMNS.map((column) => ({
    column,
    required: translate(
      locale,
      OPTIONAL_EDI_BOOKING_COLUMNS.has(column)
        ? 'ediBooking.template.optional'
        : 'ediBooking.template.required',
    ),
    note: translate(locale, `ediBooking.template.columns.${column}`, {
      list: lists[column] ?? '',
    }),
    example: EDI_BOOKING_EXAMPLE[column],
  }));
}

/**
 * The booking template (issue 15) in the caller's language, documented in itself: the header row
 * the upload reads, then the notes (a second sheet in XLSX; '#' lines under the header in CSV,
 * which the upload skips): each column's meaning, whether it is required, an example, and the
 * product types and airports it takes today.
 */
export async function renderEdiTemplate(
  format: EdiFileFormat,
  locale: Locale,
  catalogue: LoadedEdiCatalogue,
): Promise<Buffer> {
  const notes = columnNotes(locale, catalogue);
  const intro = translate(locale, 'ediBooking.template.intro', {
    rows: MAX_EDI_BOOKING_ROWS.toLocaleString('en-US'),
  });
  if (format === 'csv') {
    const header = writeCsv([[...EDI_BOOKING_COLUMNS]]);
    const comments = [
      intro,
      ...notes.map((n) =>
        `${n.column} (${n.required}): ${n.note} ${n.example ? `(${n.example})` : ''}`.trim(),
      ),
    ]
      .map((line) => `${EDI_CSV_COMMENT} ${line.replace(/[\r\n]+/g, ' ')}`)
      .join('\n');
    return Buffer.from(`${header}${comments}\n`, 'utf8');
  }

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Skyparcel';
  const bookings = workbook.addWorksheet(translate(locale, 'ediBooking.template.bookingsSheet'));
  bookings.addRow([...EDI_BOOKING_COLUMNS]).font = { bold: true };
  bookings.columns.forEach((column) => {
    column.width = 18;
  });
  // Phones and codes stay text, so Excel does not turn '+965…' into a number or drop a zero.
  for (const name of ['consigneePhone', 'shipperPhone', 'hsCode', 'consigneeZip'] as const) {
    bookings.getColumn(EDI_BOOKING_COLUMNS.indexOf(name) + 1).numFmt = '@';
  }
  bookings.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet(translate(locale, 'ediBooking.template.notesSheet'));
  help.addRow([intro]);
  help.addRow([]);
  help.addRow([
    translate(locale, 'ediBooking.template.column'),
    translate(locale, 'ediBooking.template.requiredHeader'),
    translate(locale, 'ediBooking.template.meaning'),
    translate(locale, 'ediBooking.template.example'),
  ]).font = { bold: true };
  for (const note of notes) {
    help.addRow([note.column, note.required, note.note, note.example]);
  }
  help.getColumn(1).width = 22;
  help.getColumn(2).width = 12;
  help.getColumn(3).width = 90;
  help.getColumn(4).width = 28;
  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written);
}
