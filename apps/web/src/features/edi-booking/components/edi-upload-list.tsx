import type { EdiUpload } from '@skyparcel/domain/edi-booking';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageNavigation } from '@/components/ui/page-navigation';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { downloadEdiFile } from '../api/download-edi-file';
import { EDI_UPLOADS_PAGE_SIZE, useEdiUploads } from '../api/get-edi-uploads';

const STATUS_TONE = { success: 'success', failed: 'danger', in_progress: 'info' } as const;

/**
 * The company's uploads (GET /Booking/get-EDIBooking-list): serial number, file name, upload and
 * booking status, the pallets its rows named, format, date, who uploaded it; a booked one prints its labels (one PDF) and
 * its booking report (CSV), a failed one gives its problems (CSV). Search by file name, paged.
 */
export function EdiUploadList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState({ originalFileName: '', page: 1 });
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const query = useEdiUploads(filter);

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    setFilter({ originalFileName: search.trim(), page: 1 });
  }

  async function download(id: string, run: () => Promise<void>) {
    setBusy(id);
    setFailed(false);
    try {
      await run();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  // The file as it was sent (spec section 3, the list's URL), fetched with the token.
  const originalFile = (upload: EdiUpload) => {
    const { fileUrl } = upload;
    return fileUrl ? (
      <Button
        size="small"
        variant="secondary"
        // The visible words first (label in name), then which file.
        aria-label={`${t('ediBooking.page.originalFile')} (${upload.originalFileName})`}
        isLoading={busy === `original:${upload.id}`}
        onClick={() =>
          void download(`original:${upload.id}`, () =>
            downloadEdiFile(
              { method: 'GET', path: fileUrl.replace(/^\/api(?=\/)/, '') },
              upload.originalFileName,
            ),
          )
        }
      >
        {t('ediBooking.page.originalFile')}
      </Button>
    ) : null;
  };

  const outcomeActions = (upload: EdiUpload) =>
    upload.status === 'success' ? (
      <div className="button-row edi-booking__actions">
        <Button
          size="small"
          isLoading={busy === `labels:${upload.id}`}
          onClick={() =>
            void download(`labels:${upload.id}`, () =>
              downloadEdiFile(
                { method: 'POST', path: '/Booking/print-label', body: { uploadId: upload.id } },
                `booking-${upload.serialNumber}-labels.pdf`,
              ),
            )
          }
        >
          {t('ediBooking.page.printLabels')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          isLoading={busy === `report:${upload.id}`}
          onClick={() =>
            void download(`report:${upload.id}`, () =>
              downloadEdiFile(
                { method: 'POST', path: '/ReportSKEC/generate-csv', body: { uploadId: upload.id } },
                `booking-${upload.serialNumber}-report.csv`,
              ),
            )
          }
        >
          {t('ediBooking.page.bookingReport')}
        </Button>
      </div>
    ) : upload.status === 'failed' ? (
      <Button
        size="small"
        variant="secondary"
        isLoading={busy === `problems:${upload.id}`}
        onClick={() =>
          void download(`problems:${upload.id}`, () =>
            downloadEdiFile(
              { method: 'GET', path: `/Booking/edi-uploads/${upload.id}/problems.csv` },
              `booking-${upload.serialNumber}-problems.csv`,
            ),
          )
        }
      >
        {t('ediBooking.page.problemsReport')}
      </Button>
    ) : null;

  const actions = (upload: EdiUpload) => (
    <div className="button-row edi-booking__actions">
      {outcomeActions(upload)}
      {originalFile(upload)}
    </div>
  );

  const columns: DataTableColumn<EdiUpload>[] = [
    {
      id: 'serial',
      header: t('ediBooking.page.columnSerial'),
      cell: (upload) => upload.serialNumber,
    },
    {
      id: 'file',
      header: t('ediBooking.page.columnFile'),
      cell: (upload) => upload.originalFileName,
      isRowHeader: true,
    },
    {
      id: 'status',
      header: t('ediBooking.page.columnUploadStatus'),
      cell: (upload) => (
        <Badge tone={STATUS_TONE[upload.status]}>
          {t(`ediBooking.page.status.${upload.status}`)}
        </Badge>
      ),
    },
    {
      id: 'booking',
      header: t('ediBooking.page.columnBookingStatus'),
      cell: (upload) =>
        upload.bookingStatus === 'booked'
          ? t('ediBooking.page.bookedStatus', { count: formatNumber(upload.bookedCount, locale) })
          : '—',
    },
    {
      id: 'pallets',
      header: t('ediBooking.page.columnPallets'),
      cell: (upload) =>
        upload.palletCount === null ? '—' : formatNumber(upload.palletCount, locale, 0),
    },
    {
      id: 'format',
      header: t('ediBooking.page.columnFormat'),
      cell: (upload) => upload.format.toUpperCase(),
    },
    {
      id: 'date',
      header: t('ediBooking.page.columnUploadedAt'),
      cell: (upload) => formatDateTime(upload.uploadedAt, locale),
    },
    {
      id: 'by',
      header: t('ediBooking.page.columnUploadedBy'),
      cell: (upload) => upload.uploadedBy,
    },
    { id: 'labels', header: t('ediBooking.page.columnLabels'), cell: actions },
  ];

  return (
    <section className="card edi-booking__section" aria-labelledby="edi-list-heading">
      <h2 id="edi-list-heading">{t('ediBooking.page.listHeading')}</h2>
      <search>
        <form className="edi-booking__search" onSubmit={handleSearch}>
          <FormField label={t('ediBooking.page.searchLabel')}>
            <Input
              name="originalFileName"
              type="search"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary">
            {t('ediBooking.page.searchSubmit')}
          </Button>
        </form>
      </search>
      {failed ? <Alert tone="error">{t('ediBooking.page.downloadFailed')}</Alert> : null}
      <QueryState
        query={query}
        isEmpty={(list) => list.uploads.length === 0}
        empty={t('ediBooking.page.listEmpty')}
        errorTitle={t('ediBooking.page.listFailed')}
      >
        {(list) => (
          <>
            <DataTable
              caption={t('ediBooking.page.listHeading')}
              columns={columns}
              rows={list.uploads}
              getRowKey={(upload) => upload.id}
            />
            <PageNavigation
              page={list.page}
              pageCount={Math.ceil(list.total / EDI_UPLOADS_PAGE_SIZE)}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
