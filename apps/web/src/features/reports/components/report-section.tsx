import type { ReportName, ReportQuery } from '@skyparcel/domain/reports';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { downloadReportCsv } from '../api/download-report-csv';
import { type ReportAnswers, useReport } from '../api/get-report';

export type ReportSectionProps<Name extends ReportName> = {
  name: Name;
  filter: ReportQuery;
  /** Already translated. */
  title: string;
  lead: string;
  isEmpty: (report: ReportAnswers[Name]) => boolean;
  /** The chart and its table, given the loaded report. */
  children: (report: ReportAnswers[Name]) => ReactNode;
};

/**
 * One report of the page: its heading, its CSV download (the same filter), and the loader, the
 * error with Retry, the empty text or the chart with its table (QueryState, decision 030).
 */
export function ReportSection<Name extends ReportName>({
  name,
  filter,
  title,
  lead,
  isEmpty,
  children,
}: ReportSectionProps<Name>) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useReport(name, filter);
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  async function handleDownload() {
    setIsDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadReportCsv(name, filter);
    } catch {
      setDownloadFailed(true);
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <section className="card report-section" aria-labelledby={headingId} data-report={name}>
      <div className="report-section__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="page__lead">{lead}</p>
        </div>
        <Button
          variant="secondary"
          size="small"
          isLoading={isDownloading}
          onClick={() => void handleDownload()}
        >
          {t('reports.downloadCsv', { report: title })}
        </Button>
      </div>
      {downloadFailed ? <Alert tone="error">{t('reports.downloadFailed')}</Alert> : null}
      <QueryState
        query={query}
        isEmpty={isEmpty}
        empty={t('reports.empty')}
        errorTitle={t('reports.loadFailed', { report: title })}
      >
        {children}
      </QueryState>
    </section>
  );
}
