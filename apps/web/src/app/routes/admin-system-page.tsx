import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { useSystemStatus } from '@/features/system-status/api/get-system-status';
import { SystemStatusPanel } from '@/features/system-status/components/system-status-panel';
import { useTranslation } from '@/lib/i18n';

/** `/admin/system`: the server's health in numbers, as /metrics has them (ADMIN, decision 066). */
export function AdminSystemPage() {
  const { t } = useTranslation();
  const query = useSystemStatus();
  const pageName = t('operator.system.title');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.system.lead')}</p>
      <QueryState query={query} errorTitle={t('operator.system.loadFailed')}>
        {(status) => <SystemStatusPanel status={status} />}
      </QueryState>
    </div>
  );
}
