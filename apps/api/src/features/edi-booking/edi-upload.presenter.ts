import type { StoredEdiRowProblem } from '@skyparcel/db/schema';
import type { EdiRowProblemDto, EdiUpload } from '@skyparcel/domain/edi-booking';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { EdiUploadView } from '../../modules/edi-booking';

/** Where the company's business users fetch an upload's original file (with their token). */
export function ediOriginalUrl(uploadId: string): string {
  return `/api/Booking/edi-uploads/${uploadId}/original`;
}

/** An upload as the list, the progress and the upload answer show it. */
export function presentEdiUpload({
  upload,
  uploaderFirstName,
  uploaderLastName,
  bookedCount,
  palletCount,
}: EdiUploadView): EdiUpload {
  return {
    id: upload.id,
    serialNumber: upload.serialNumber,
    originalFileName: upload.originalFileName,
    format: upload.format,
    status: upload.status,
    phase: upload.phase,
    bookingStatus: upload.status === 'success' ? 'booked' : null,
    rowCount: upload.rowCount,
    rowsChecked: upload.rowsChecked,
    bookedCount,
    palletCount,
    problemCount: upload.problems.length,
    uploadedAt: upload.createdAt.toISOString(),
    uploadedBy: `${uploaderFirstName} ${uploaderLastName}`.trim(),
    fileUrl: upload.fileStoredName ? ediOriginalUrl(upload.id) : null,
  };
}

/** The stored problems in the reader's language (they are kept as message keys). */
export function presentEdiProblems(
  problems: readonly StoredEdiRowProblem[],
  locale: Locale,
): EdiRowProblemDto[] {
  return problems.map((problem) => ({
    row: problem.row,
    column: problem.column,
    message: translate(locale, problem.message),
  }));
}
