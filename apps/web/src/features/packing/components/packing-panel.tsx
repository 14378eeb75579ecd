import type { PackingDetails } from '@skyparcel/domain/packing';
import { QueryState } from '@/components/ui/query-state';
import { formatCountryName, formatDateTime, formatMeasure } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { usePackingRequest } from '../api/open-packing-request';
import { PackForm } from './pack-form';
import { PackedResult } from './packed-result';
import '../packing.css';

type PackingPanelProps = { shipRequestId: string };

/**
 * One request's packing screen (issue 12): opening it moves a paid request to Preparing; the
 * clerk ticks the checklist, adds photos when asked, weighs and measures the boxes and packs;
 * then the boxes, the air waybill, the weight difference and a label per box are shown.
 */
export function PackingPanel({ shipRequestId }: PackingPanelProps) {
  const query = usePackingRequest(shipRequestId);
  return <QueryState query={query}>{(details) => <PackingScreen details={details} />}</QueryState>;
}

function PackingScreen({ details }: { details: PackingDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { shipTo } = details;
  return (
    <article className="card">
      <h1>{t('operator.packing.title', { order: details.orderNumber })}</h1>
      <dl className="packing-facts">
        <dt>{t('operator.packing.state')}</dt>
        <dd>{t(`operator.packing.states.${details.status}`)}</dd>
        <dt>{t('operator.packing.customer')}</dt>
        <dd>
          {t('operator.packages.customer', {
            name: details.customerName,
            suite: details.suiteNumber,
          })}
        </dd>
        <dt>{t('operator.packing.paidAt')}</dt>
        <dd>{formatDateTime(details.paidAt, locale)}</dd>
        <dt>{t('operator.packing.shipTo')}</dt>
        <dd>
          <bdi>{shipTo.consigneeName}</bdi>, <bdi>{shipTo.street}</bdi>, <bdi>{shipTo.city}</bdi>,{' '}
          {formatCountryName(shipTo.countryCode, locale)}
        </dd>
        <dt>{t('operator.packing.paidWeight')}</dt>
        <dd>{formatMeasure(details.paidWeightKg, 'kilogram', locale)}</dd>
        <dt>{t('operator.packing.instructions')}</dt>
        <dd>{details.specialInstructions ?? t('operator.packing.noInstructions')}</dd>
      </dl>
      {details.status === 'packed' ? (
        <PackedResult details={details} />
      ) : (
        <PackForm details={details} />
      )}
    </article>
  );
}
