import type { BackgroundPass, SystemStatus } from '@skyparcel/domain/system';
import { Alert } from '@/components/ui/alert';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime, formatElapsed, formatNumber } from '@/lib/format';
import { isMessageKey, useLocale, useTranslation } from '@/lib/i18n';

export type SystemStatusPanelProps = {
  status: SystemStatus;
};

/** How many characters of the commit show; the whole one is the element's title. */
const SHORT_COMMIT_LENGTH = 12;

/**
 * The System page's figures (decision 066): the same numbers /metrics gives Prometheus, for the
 * API process that answered. Each group is a card of facts; the passes are a table.
 */
export function SystemStatusPanel({ status }: SystemStatusPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (value: number) => formatNumber(value, locale, 0);
  const moment = (iso: string | null) =>
    iso === null ? t('operator.system.passes.never') : formatDateTime(iso, locale);

  const passName = (name: string) => {
    const key = `operator.system.passNames.${name}`;
    // A pass added later without a text yet shows its id rather than a key.
    return isMessageKey(key) ? t(key) : name;
  };
  const columns: DataTableColumn<BackgroundPass>[] = [
    {
      id: 'name',
      header: t('operator.system.passes.name'),
      cell: (pass) => passName(pass.name),
      isRowHeader: true,
    },
    {
      id: 'state',
      header: t('operator.system.passes.state'),
      cell: (pass) =>
        pass.isRunning ? t('operator.system.passes.running') : t('operator.system.passes.idle'),
    },
    {
      id: 'lastRun',
      header: t('operator.system.passes.lastRun'),
      cell: (pass) => moment(pass.lastStartedAt),
    },
    {
      id: 'lastDuration',
      header: t('operator.system.passes.lastDuration'),
      cell: (pass) =>
        pass.lastDurationMs === null ? '–' : formatElapsed(pass.lastDurationMs / 1000, locale),
    },
    { id: 'runs', header: t('operator.system.passes.runs'), cell: (pass) => count(pass.runs) },
    {
      id: 'failures',
      header: t('operator.system.passes.failures'),
      cell: (pass) =>
        pass.failures === 0
          ? count(0)
          : t('operator.system.passes.failuresSince', {
              count: count(pass.failures),
              time: moment(pass.lastFailedAt),
            }),
    },
  ];

  const { outbox, database, build } = status;
  const commit = build.commit;
  return (
    <div className="system-status">
      <p className="results-count">
        {t('operator.system.checkedAt', { time: formatDateTime(status.checkedAt, locale) })}
      </p>

      <section className="card details-page__section" aria-labelledby="system-outbox-title">
        <h2 id="system-outbox-title">{t('operator.system.outbox.title')}</h2>
        {outbox === null ? (
          <Alert tone="error">{t('operator.system.outbox.unavailable')}</Alert>
        ) : (
          <dl className="facts">
            <div className="facts__item">
              <dt>{t('operator.system.outbox.depth')}</dt>
              <dd>{count(outbox.depth)}</dd>
            </div>
            <div className="facts__item">
              <dt>{t('operator.system.outbox.oldest')}</dt>
              <dd>
                {outbox.depth === 0
                  ? t('operator.system.outbox.none')
                  : formatElapsed(outbox.oldestAgeSeconds, locale)}
              </dd>
            </div>
          </dl>
        )}
      </section>

      <section className="card details-page__section" aria-labelledby="system-passes-title">
        <h2 id="system-passes-title">{t('operator.system.passes.title')}</h2>
        <DataTable
          columns={columns}
          rows={status.passes}
          getRowKey={(pass) => pass.name}
          caption={t('operator.system.passes.title')}
          empty={t('operator.system.passes.empty')}
        />
      </section>

      <section className="card details-page__section" aria-labelledby="system-database-title">
        <h2 id="system-database-title">{t('operator.system.database.title')}</h2>
        <dl className="facts">
          <div className="facts__item">
            <dt>{t('operator.system.database.kind')}</dt>
            <dd>{t(`operator.system.database.kinds.${database.kind}`)}</dd>
          </div>
          <div className="facts__item">
            <dt>{t('operator.system.database.inUse')}</dt>
            <dd>{count(database.inUse)}</dd>
          </div>
          <div className="facts__item">
            <dt>{t('operator.system.database.idle')}</dt>
            <dd>{count(database.idle)}</dd>
          </div>
          <div className="facts__item">
            <dt>{t('operator.system.database.waiting')}</dt>
            <dd>{count(database.waiting)}</dd>
          </div>
        </dl>
      </section>

      <section className="card details-page__section" aria-labelledby="system-errors-title">
        <h2 id="system-errors-title">{t('operator.system.serverErrors.title')}</h2>
        <dl className="facts">
          <div className="facts__item">
            <dt>{t('operator.system.serverErrors.lastHour')}</dt>
            <dd>{count(status.errorsLastHour)}</dd>
          </div>
        </dl>
      </section>

      <section className="card details-page__section" aria-labelledby="system-build-title">
        <h2 id="system-build-title">{t('operator.system.build.title')}</h2>
        <dl className="facts">
          <div className="facts__item">
            <dt>{t('operator.system.build.version')}</dt>
            <dd>{build.version}</dd>
          </div>
          <div className="facts__item">
            <dt>{t('operator.system.build.commit')}</dt>
            <dd>
              {commit === null ? (
                t('operator.system.build.unknown')
              ) : (
                <code title={commit}>{commit.slice(0, SHORT_COMMIT_LENGTH)}</code>
              )}
            </dd>
          </div>
          <div className="facts__item">
            <dt>{t('operator.system.build.builtAt')}</dt>
            <dd>
              {build.builtAt === null
                ? t('operator.system.build.fromSource')
                : formatDateTime(build.builtAt, locale)}
            </dd>
          </div>
          <div className="facts__item">
            <dt>{t('operator.system.build.uptime')}</dt>
            <dd>{formatElapsed(status.uptimeSeconds, locale)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
