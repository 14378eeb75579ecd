import type { AirportRules } from '@skyparcel/domain/reference';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MouseEvent, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { formatMeasure, formatNumber, formatTimeOfDay } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import './airport-rules-panel.css';

export function getAirportRulesQueryOptions(warehouseId: string) {
  return queryOptions({
    queryKey: ['airport-rules', warehouseId],
    queryFn: ({ signal }) =>
      api.get<AirportRules>(`/airport/${encodeURIComponent(warehouseId)}/rules`, { signal }),
  });
}

export function useAirportRules(warehouseId: string) {
  return useQuery(getAirportRulesQueryOptions(warehouseId));
}

const PROHIBITED_SECTION = 'prohibited-title';

/**
 * On the home page the list is a few screens down: go there without leaving the page (and the
 * calculator's answers). Elsewhere, such as the ship wizard, the link opens it in a new tab, so
 * the wizard keeps what was chosen.
 */
function handleProhibitedItemsLink(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(PROHIBITED_SECTION);
  if (section) {
    event.preventDefault();
    section.scrollIntoView({ block: 'start' });
  }
}

export type AirportRulesPanelProps = {
  /** A warehouse id or code; the rules are those of parcels leaving it. */
  warehouseId: string;
};

/**
 * The departure airport of a warehouse, with its hours in the airport's own local time and its
 * closed flag, and the rules a parcel leaving it is priced and stored by (GET
 * /airport/{warehouseId}/rules, decision 061). Shown where a customer chooses a warehouse or a
 * destination: the rate calculator and the ship wizard.
 */
export function AirportRulesPanel({ warehouseId }: AirportRulesPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const rules = useAirportRules(warehouseId);

  return (
    <section className="airport-rules" aria-labelledby={titleId}>
      <h3 id={titleId} className="airport-rules__title">
        {t('airportRules.title')}
      </h3>
      <QueryState query={rules} errorTitle={t('airportRules.loadFailed')}>
        {({ airport, weight, terms }) => (
          <>
            {airport?.isClosed ? (
              <Alert tone="warning" title={t('airportRules.closedTitle')}>
                <p>{t('airportRules.closed', { airport: airport.name })}</p>
              </Alert>
            ) : null}
            <dl className="facts airport-rules__facts">
              {airport ? (
                <>
                  <div className="facts__item">
                    <dt>{t('airportRules.airport')}</dt>
                    <dd>
                      <bdi>{`${airport.name} (${airport.code})`}</bdi>
                      <span className="airport-rules__city">{airport.primaryCity}</span>
                    </dd>
                  </div>
                  <div className="facts__item">
                    <dt>{t('airportRules.hours')}</dt>
                    <dd>
                      {airport.isOpenAroundTheClock
                        ? t('airportRules.aroundTheClock')
                        : t('airportRules.hoursValue', {
                            opens: formatTimeOfDay(airport.opensAt, locale),
                            closes: formatTimeOfDay(airport.closesAt, locale),
                          })}
                    </dd>
                  </div>
                </>
              ) : null}
              {terms ? (
                <>
                  <div className="facts__item">
                    <dt>{t('airportRules.freeStorage')}</dt>
                    <dd>{formatNumber(terms.freeStorageDays, locale)}</dd>
                  </div>
                  <div className="facts__item">
                    <dt>{t('airportRules.storageFee')}</dt>
                    <dd>{formatMoneyDto(terms.storageFeePerDay, locale)}</dd>
                  </div>
                  <div className="facts__item">
                    <dt>{t('airportRules.liability')}</dt>
                    <dd>{formatMoneyDto(terms.liabilityPerShipment, locale)}</dd>
                  </div>
                </>
              ) : null}
              <div className="facts__item airport-rules__wide">
                <dt>{t('airportRules.volumetric')}</dt>
                <dd>
                  {t('airportRules.volumetricValue', {
                    inches: formatNumber(weight.volumetricDivisor.In, locale),
                    centimetres: formatNumber(weight.volumetricDivisor.Cm, locale),
                  })}
                </dd>
              </div>
              <div className="facts__item airport-rules__wide">
                <dt>{t('airportRules.chargeableWeight')}</dt>
                <dd>
                  {t('airportRules.chargeableWeightValue', {
                    limit: formatMeasure(weight.oversizeDimensionSumCm, 'centimeter', locale),
                  })}
                </dd>
              </div>
            </dl>
            <p className="airport-rules__note">
              {t('airportRules.prohibited')}{' '}
              <a
                href={paths.home.getHref(PROHIBITED_SECTION)}
                target="_blank"
                rel="noopener"
                onClick={handleProhibitedItemsLink}
              >
                {t('airportRules.prohibitedLink')}
              </a>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
