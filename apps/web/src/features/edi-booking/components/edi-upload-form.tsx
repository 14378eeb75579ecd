import type { EdiRowProblemDto, EdiUploadResult } from '@skyparcel/domain/edi-booking';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { type MessageKey, useLocale, useTranslation } from '@/lib/i18n';
import { downloadEdiFile } from '../api/download-edi-file';
import { type EdiUploadProgress, uploadEdiFile } from '../api/upload-edi-file';

/** The domain's 5 MB (MAX_EDI_BOOKING_BYTES), here without the domain's schemas. */
const MAX_BYTES = 5 * 1024 * 1024;
/** The page shows this many problems; the report has them all. */
const SHOWN_PROBLEMS = 50;

/** XLSX is a ZIP container; a CSV is text. The server decides again, by the whole content. */
async function looksLikeSpreadsheet(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  return isZip || (head.length > 0 && !head.includes(0));
}

function ProgressLine({ progress }: { progress: EdiUploadProgress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (progress.phase === 'upload') {
    return (
      <div className="edi-booking__progress">
        <label htmlFor="edi-progress">
          {t('ediBooking.page.phaseUpload', { percent: progress.percent })}
        </label>
        <progress id="edi-progress" max={100} value={progress.percent} />
      </div>
    );
  }
  const label =
    progress.phase === 'booking'
      ? t('ediBooking.page.phaseBooking', { total: formatNumber(progress.total, locale) })
      : t('ediBooking.page.phaseValidation', {
          checked: formatNumber(progress.checked, locale),
          total: formatNumber(progress.total, locale),
        });
  return (
    <div className="edi-booking__progress">
      <label htmlFor="edi-progress">{label}</label>
      {progress.phase === 'validation' && progress.total > 0 ? (
        <progress id="edi-progress" max={progress.total} value={progress.checked} />
      ) : (
        <progress id="edi-progress" />
      )}
    </div>
  );
}

/**
 * Upload a booking file (POST /Packages/merge-document-wms) with its progress (upload, then
 * validation, then booking), then the outcome: booked, or every problem by row and column with
 * the report to download. One Idempotency-Key per picked file: sending it twice books once.
 */
export function EdiUploadForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<EdiUploadProgress | null>(null);
  const [result, setResult] = useState<EdiUploadResult | null>(null);
  const [reportFailed, setReportFailed] = useState(false);

  function handlePick(picked: File[]) {
    setFiles(picked);
    setKey(crypto.randomUUID());
    setFileError(undefined);
    setResult(null);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const [file] = files;
    if (!file) {
      setFileError(t('validation.required'));
      return;
    }
    if (file.size > MAX_BYTES) {
      setFileError(t('validation.edi.fileTooLarge'));
      return;
    }
    if (!(await looksLikeSpreadsheet(file))) {
      setFileError(t('validation.edi.fileType'));
      return;
    }
    setFileError(undefined);
    setResult(null);
    setProgress({ phase: 'upload', percent: 0 });
    try {
      setResult(await uploadEdiFile(file, key, setProgress));
      setFiles([]);
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: ['edi-uploads'] });
    } catch (error) {
      const field = isApiError(error) ? error.fields?.file : undefined;
      setFileError(
        field ? t(field as MessageKey) : isApiError(error) ? error.message : t('errors.GENERIC'),
      );
    } finally {
      setProgress(null);
    }
  }

  async function handleReport(uploadId: string, serialNumber: number) {
    setReportFailed(false);
    try {
      await downloadEdiFile(
        { method: 'GET', path: `/Booking/edi-uploads/${uploadId}/problems.csv` },
        `booking-${serialNumber}-problems.csv`,
      );
    } catch {
      setReportFailed(true);
    }
  }

  const columns: DataTableColumn<EdiRowProblemDto>[] = [
    { id: 'row', header: t('ediBooking.page.columnRow'), cell: (p) => p.row, isRowHeader: true },
    {
      id: 'column',
      header: t('ediBooking.page.columnColumn'),
      cell: (p) => <code>{p.column}</code>,
    },
    { id: 'message', header: t('ediBooking.page.columnMessage'), cell: (p) => p.message },
  ];

  return (
    <section className="card edi-booking__section" aria-labelledby="edi-upload-heading">
      <h2 id="edi-upload-heading">{t('ediBooking.page.uploadHeading')}</h2>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          label={t('ediBooking.page.fileLabel')}
          hint={t('ediBooking.page.fileHint')}
          error={fileError}
          isRequired
        >
          <FileInput
            name="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            files={files}
            onChange={handlePick}
            maxBytes={MAX_BYTES}
          />
        </FormField>
        <div className="button-row">
          <Button type="submit" isLoading={progress !== null}>
            {t('ediBooking.page.uploadSubmit')}
          </Button>
        </div>
      </form>
      {progress ? <ProgressLine progress={progress} /> : null}
      {result?.upload.status === 'success' ? (
        <Alert tone="success">
          {t('ediBooking.page.booked', {
            count: formatNumber(result.upload.bookedCount, locale),
            file: result.upload.originalFileName,
          })}
        </Alert>
      ) : null}
      {result?.upload.status === 'failed' ? (
        <div className="edi-booking__problems">
          <Alert tone="error" title={t('ediBooking.page.failedTitle')}>
            {t('ediBooking.page.failed', {
              count: formatNumber(result.upload.problemCount, locale),
              file: result.upload.originalFileName,
            })}
          </Alert>
          <div className="button-row">
            <Button
              variant="secondary"
              onClick={() => void handleReport(result.upload.id, result.upload.serialNumber)}
            >
              {t('ediBooking.page.downloadReport')}
            </Button>
          </div>
          {reportFailed ? <Alert tone="error">{t('ediBooking.page.downloadFailed')}</Alert> : null}
          <DataTable
            caption={t('ediBooking.page.problemsCaption')}
            isCaptionVisible
            columns={columns}
            rows={result.problems.slice(0, SHOWN_PROBLEMS)}
            getRowKey={(p) => `${p.row}:${p.column}`}
          />
          {result.problems.length > SHOWN_PROBLEMS ? (
            <p>
              {t('ediBooking.page.moreProblems', {
                shown: formatNumber(SHOWN_PROBLEMS, locale),
                count: formatNumber(result.problems.length, locale),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
