import { isRtlLocale } from '@skyparcel/domain/locale';
import type { BookingsPerUploadReport, ReportQuery } from '@skyparcel/domain/reports';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { LazyReportChart } from './lazy-report-chart';
import { ReportSection } from './report-section';

type Upload = BookingsPerUploadReport['uploads'][number];

/** The company's EDI uploads: the bookings each made as bars, the uploads as a table. */
export function BookingsPerUploadSection({ filter }: { filter: ReportQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prefix = 'reports.bookingsPerUpload';
  const title = t(`${prefix}.title`);
  return (
    <ReportSection
      name="bookings-per-upload"
      filter={filter}
      title={title}
      lead={t(`${prefix}.lead`)}
      isEmpty={(report) => report.uploads.length === 0}
    >
      {(report) => (
        <>
          <LazyReportChart
            label={t('reports.chartLabel', { report: title })}
            isRtl={isRtlLocale(locale)}
            data={report.uploads.map((upload) => ({
              upload: `#${upload.serialNumber}`,
              bookings: upload.bookings,
            }))}
            dataKey="upload"
            series={[
              { name: 'bookings', label: t(`${prefix}.bookings`), color: 'var(--color-primary)' },
            ]}
            valueFormatter={(value) => formatNumber(value, locale)}
          />
          <DataTable<Upload>
            caption={title}
            rows={report.uploads}
            getRowKey={(upload) => String(upload.serialNumber)}
            columns={[
              {
                id: 'file',
                header: t(`${prefix}.file`),
                isRowHeader: true,
                cell: (upload) => (
                  <span dir="auto">{`#${upload.serialNumber} ${upload.fileName}`}</span>
                ),
              },
              {
                id: 'uploadedAt',
                header: t(`${prefix}.uploadedAt`),
                cell: (upload) => formatDateTime(upload.uploadedAt, locale),
              },
              {
                id: 'status',
                header: t(`${prefix}.status`),
                cell: (upload) => t(`${prefix}.statuses.${upload.status}`),
              },
              {
                id: 'rows',
                header: t(`${prefix}.rows`),
                cell: (upload) => formatNumber(upload.rows, locale),
              },
              {
                id: 'bookings',
                header: t(`${prefix}.bookings`),
                cell: (upload) => formatNumber(upload.bookings, locale),
              },
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}
