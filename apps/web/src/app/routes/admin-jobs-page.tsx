import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { useBackgroundJobs } from '@/features/background-jobs/api/background-jobs';
import { BackgroundJobList } from '@/features/background-jobs/components/background-job-list';
import { useTranslation } from '@/lib/i18n';

/** `/admin/jobs`: the background jobs on the shared queue, with Run now (ADMIN, decision 069). */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const query = useBackgroundJobs();
  const pageName = t('operator.jobs.title');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.jobs.lead')}</p>
      <QueryState query={query} errorTitle={t('operator.jobs.loadFailed')}>
        {(list) => <BackgroundJobList list={list} />}
      </QueryState>
    </div>
  );
}
