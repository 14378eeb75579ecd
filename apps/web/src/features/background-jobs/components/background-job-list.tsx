import type {
  BackgroundJob,
  BackgroundJobName,
  BackgroundJobList as JobList,
} from '@skyparcel/domain/jobs';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { isMessageKey, useLocale, useTranslation } from '@/lib/i18n';
import { useRunBackgroundJob } from '../api/background-jobs';
import '../background-jobs.css';

export type BackgroundJobListProps = {
  list: JobList;
};

type RunOutcome = { name: BackgroundJobName; tone: 'success' | 'info' | 'error'; text: string };

/**
 * The Background jobs page's table (decision 069): each job's schedule and what the shared queue
 * holds for it, the last failure's error, and Run now. On a phone each job is a card.
 */
export function BackgroundJobList({ list }: BackgroundJobListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const runJob = useRunBackgroundJob();
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const count = (value: number) => formatNumber(value, locale, 0);

  const jobName = (name: string) => {
    const key = `operator.system.passNames.${name}`;
    // A job added later without a text yet shows its id rather than a key.
    return isMessageKey(key) ? t(key) : name;
  };

  async function handleRun(name: BackgroundJobName) {
    setOutcome(null);
    try {
      const result = await runJob.mutateAsync(name);
      setOutcome({
        name,
        tone: result.queued ? 'success' : 'info',
        text: t(result.queued ? 'operator.jobs.queuedNow' : 'operator.jobs.alreadyQueued', {
          job: jobName(name),
        }),
      });
    } catch {
      setOutcome({ name, tone: 'error', text: t('operator.jobs.runFailed') });
    }
  }

  const columns: DataTableColumn<BackgroundJob>[] = [
    {
      id: 'name',
      header: t('operator.jobs.name'),
      cell: (job) => jobName(job.name),
      isRowHeader: true,
    },
    {
      id: 'schedule',
      header: t('operator.jobs.schedule'),
      cell: (job) => <code dir="ltr">{job.schedule}</code>,
    },
    {
      id: 'lastRun',
      header: t('operator.jobs.lastRun'),
      cell: (job) =>
        job.lastRunAt === null ? t('operator.jobs.never') : formatDateTime(job.lastRunAt, locale),
    },
    { id: 'queued', header: t('operator.jobs.queued'), cell: (job) => count(job.queued) },
    { id: 'running', header: t('operator.jobs.running'), cell: (job) => count(job.running) },
    { id: 'failed', header: t('operator.jobs.failed'), cell: (job) => count(job.failed) },
    {
      id: 'lastFailure',
      header: t('operator.jobs.lastFailure'),
      cell: (job) =>
        job.lastFailure === null ? (
          t('operator.jobs.noFailure')
        ) : (
          <span className="background-jobs__failure">
            {t('operator.jobs.failedAt', { time: formatDateTime(job.lastFailure.at, locale) })}{' '}
            <code dir="ltr">{job.lastFailure.message}</code>
          </span>
        ),
    },
    {
      id: 'action',
      header: t('operator.jobs.action'),
      cell: (job) => (
        <Button
          size="small"
          variant="secondary"
          isLoading={runJob.isPending && runJob.variables === job.name}
          onClick={() => void handleRun(job.name)}
        >
          {t('operator.jobs.runNow')}
        </Button>
      ),
    },
  ];

  return (
    <div className="background-jobs">
      <p className="results-count">
        {t('operator.jobs.checkedAt', { time: formatDateTime(list.checkedAt, locale) })}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <DataTable
        columns={columns}
        rows={list.jobs}
        getRowKey={(job) => job.name}
        caption={t('operator.jobs.title')}
        empty={t('operator.jobs.empty')}
      />
    </div>
  );
}
