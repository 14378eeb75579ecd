import type { ShipmentSummary } from '@skyparcel/domain/customer-profile';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { QueryState } from '@/components/ui/query-state';
import { formatMeasure, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useShipmentSummary } from '../api/shipment-summary';
import { MonthlyShipmentsChart } from './monthly-shipments-chart';

/**
 * The profile's Summary (issue 14): this year's shipments, waiting packages, weight shipped,
 * spending and what coupons, membership and consolidation saved, with the year's shipments by
 * month.
 */
export function ShipmentSummarySection() {
  const { t } = useTranslation();
  const summary = useShipmentSummary();
  return (
    <section className="profile-section" aria-labelledby="shipment-summary-title">
      <h2 id="shipment-summary-title">{t('profilePage.summary.title')}</h2>
      <QueryState query={summary} errorTitle={t('profilePage.summary.loadError')}>
        {(figures) => <SummaryFigures figures={figures} />}
      </QueryState>
    </section>
  );
}

function SummaryFigures({ figures }: { figures: ShipmentSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moneyList = (amounts: ShipmentSummary['spent']) =>
    amounts.length === 0
      ? formatMoney({ amountMinor: 0, currency: 'USD' }, locale)
      : amounts.map((amount) => formatMoney(amount, locale)).join(' · ');
  const rows: [string, string][] = [
    [
      t('profilePage.summary.shipments', { year: figures.year }),
      formatNumber(figures.shipmentsThisYear, locale),
    ],
    [t('profilePage.summary.packagesWaiting'), formatNumber(figures.packagesWaiting, locale)],
    [
      t('profilePage.summary.weight'),
      formatMeasure(figures.weightShippedGrams / 1000, 'kilogram', locale),
    ],
    [t('profilePage.summary.spent'), moneyList(figures.spent)],
    [t('profilePage.summary.savedByCoupons'), moneyList(figures.savedByCoupons)],
    [t('profilePage.summary.savedByMembership'), moneyList(figures.savedByMembership)],
    [t('profilePage.summary.savedByConsolidation'), moneyList(figures.savedByConsolidation)],
  ];
  return (
    <>
      <dl className="profile-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <MonthlyShipmentsChart year={figures.year} counts={figures.shipmentsByMonth} />
    </>
  );
}
