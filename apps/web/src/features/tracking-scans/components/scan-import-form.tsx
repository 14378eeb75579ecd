import { MAX_TRACKING_IMPORT_BYTES, type TrackingImportResult } from '@skyparcel/domain/tracking';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useImportScans } from '../api/staff-shipments';

type RowProblem = { key: string; row: string; column: string; message: string };

/** The server's `row.<n>.<column>` fields as lines to read, in row order. */
function rowProblems(fields: Record<string, string>): RowProblem[] {
  return Object.entries(fields)
    .map(([key, message]) => {
      const [, row = '', column = ''] = key.split('.');
      return { key, row, column, message };
    })
    .sort((a, b) => Number(a.row) - Number(b.row));
}

/** A carrier's scan file (CSV or XLSX): imported whole, or refused with every row's problem. */
export function ScanImportForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const importScans = useImportScans();
  const [files, setFiles] = useState<File[]>([]);
  const [result, setResult] = useState<TrackingImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: RowProblem[] } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [file] = files;
    if (!file) {
      setFailure({ message: t('validation.required'), rows: [] });
      return;
    }
    setResult(null);
    setFailure(null);
    try {
      setResult(await importScans.mutateAsync(file));
    } catch (error) {
      setFailure({
        message: isApiError(error) ? error.message : t('errors.GENERIC'),
        rows: isApiError(error) ? rowProblems(error.fields ?? {}) : [],
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="scan-import-title">
      <h2 id="scan-import-title">{t('operator.scans.importTitle')}</h2>
      <p>{t('operator.trackingImport.columns')}</p>
      {result ? (
        <Alert tone="success">
          {t('operator.scans.imported', {
            imported: String(result.imported),
            rows: String(result.rows),
            duplicates: String(result.duplicates),
          })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error">
          {failure.message}
          {failure.rows.length > 0 ? (
            <ul className="scan-import__errors">
              {failure.rows.map((problem) => (
                <li key={problem.key}>
                  {problem.column === ''
                    ? translateMessage(problem.message)
                    : t('operator.scans.rowError', {
                        row: problem.row,
                        column: problem.column,
                        message: translateMessage(problem.message) ?? problem.message,
                      })}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <FormField label={t('operator.scans.importFile')} isRequired>
        <FileInput
          name="scanFile"
          accept=".csv,.xlsx,text/csv"
          files={files}
          onChange={setFiles}
          maxBytes={MAX_TRACKING_IMPORT_BYTES}
        />
      </FormField>
      <Button type="submit" isLoading={importScans.isPending}>
        {t('operator.scans.import')}
      </Button>
    </form>
  );
}
