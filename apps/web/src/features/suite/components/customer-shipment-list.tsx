import type { CustomerShipment, CustomerShipmentStage } from '@skyparcel/domain/tracking';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { AppLink } from '@/components/ui/app-link';
import { listsColleagueRows, ownerLabel } from '@/components/ui/owner-column';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateTime, formatMeasure, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useCustomerShipments } from '../api/get-customer-shipments';

export type CustomerShipmentListProps = {
  stage: CustomerShipmentStage;
  warehouseId: string;
};

/**
 * The Preparing and Delivered tabs' shipments (issue 12): each paid request with its state,
 * boxes (with their DIM weight), an EDI booking's pallets, final weight, air waybill and CAWB, a weight difference to pay, the delivery date, and
 * its delivery status page; its owner when a business user's tab lists a colleague's (decision
 * 053, as My Suite's packages and the cart). Nothing shows while the warehouse has none.
 */
export function CustomerShipmentList({ stage, warehouseId }: CustomerShipmentListProps) {
  const { t } = useTranslation();
  const query = useCustomerShipments(stage, warehouseId);
  const titleId = `customer-shipments-${stage}`;
  return (
    <QueryState query={query} errorTitle={t('suite.shipments.loadFailed')}>
      {(shipments) =>
        shipments.length === 0 ? null : (
          <section className="customer-shipments" aria-labelledby={titleId}>
            <h2 id={titleId}>
              {t(
                stage === 'delivered'
                  ? 'suite.shipments.deliveredTitle'
                  : 'suite.shipments.preparingTitle',
              )}
            </h2>
            <ul className="customer-shipments__list">
              {shipments.map((shipment) => (
                <li key={shipment.id}>
                  <CustomerShipmentCard
                    shipment={shipment}
                    isOwnerShown={listsColleagueRows(shipments)}
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      }
    </QueryState>
  );
}

type CustomerShipmentCardProps = {
  shipment: CustomerShipment;
  /** A business user's tab lists a colleague's shipment (decision 053): each names its owner. */
  isOwnerShown: boolean;
};

function CustomerShipmentCard({ shipment, isOwnerShown }: CustomerShipmentCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kg = (grams: number) => formatMeasure(grams / 1000, 'kilogram', locale);
  const lb = (pounds: number) => formatMeasure(pounds, 'pound', locale);
  const cm = (mm: number) => formatNumber(mm / 10, locale, 1);
  const charge = shipment.weightDifferenceCharge;
  const titleId = `shipment-${shipment.id}`;
  return (
    <article className="card customer-shipment" aria-labelledby={titleId}>
      <h3 id={titleId} className="customer-shipment__title">
        <span dir="ltr">{shipment.orderNumber}</span>{' '}
        <span className="customer-shipment__state">
          {t(`suite.request.status.${shipment.status}`)}
        </span>
      </h3>
      <dl className="facts">
        {isOwnerShown ? (
          <div className="facts__item">
            <dt>{t('suite.fields.owner')}</dt>
            <dd>{ownerLabel(shipment, t('suite.fields.ownerYou'))}</dd>
          </div>
        ) : null}
        <div className="facts__item">
          <dt>{t('suite.shipments.airWaybill')}</dt>
          <dd dir="ltr">{shipment.airWaybillNumber ?? t('suite.shipments.notYet')}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('suite.shipments.masterWaybill')}</dt>
          <dd dir="ltr">{shipment.masterWaybillNumber ?? t('suite.shipments.notYet')}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('suite.shipments.finalWeight')}</dt>
          <dd>
            {shipment.finalWeightGrams === null
              ? t('suite.shipments.notYet')
              : kg(shipment.finalWeightGrams)}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('suite.shipments.packages')}</dt>
          <dd>{formatNumber(shipment.packageCount, locale, 0)}</dd>
        </div>
        {shipment.palletCount === null ? null : (
          <div className="facts__item">
            <dt>{t('suite.shipments.pallets')}</dt>
            <dd>{formatNumber(shipment.palletCount, locale, 0)}</dd>
          </div>
        )}
        {shipment.deliveredAt ? (
          <div className="facts__item">
            <dt>{t('suite.shipments.deliveredOn')}</dt>
            <dd>
              <time dateTime={shipment.deliveredAt}>
                {formatDateTime(shipment.deliveredAt, locale)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {shipment.boxes.length > 0 ? (
        <>
          <h4 className="customer-shipment__boxes-title">{t('suite.shipments.boxes')}</h4>
          <ul className="customer-shipment__boxes">
            {shipment.boxes.map((box) => (
              <li key={box.boxNumber}>
                {t('suite.shipments.box', {
                  number: box.boxNumber,
                  weight: kg(box.actualWeightGrams),
                  length: cm(box.lengthMm),
                  width: cm(box.widthMm),
                  height: cm(box.heightMm),
                  billed: kg(box.billedWeightGrams),
                  dim: lb(box.dimWeight.amount),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {charge ? (
        <p className="customer-shipment__charge">
          {charge.isPaid
            ? t('suite.shipments.weightDifferencePaid', {
                amount: formatMoneyDto(charge.amount, locale),
              })
            : t('suite.shipments.weightDifference', {
                amount: formatMoneyDto(charge.amount, locale),
                billedKg: formatNumber(charge.billedKg, locale),
                paidKg: formatNumber(charge.paidKg, locale),
              })}{' '}
          {!charge.isPaid && charge.invoiceId ? (
            <AppLink to={paths.cart.getHref(charge.invoiceId)}>
              {t('suite.shipments.payNow')}
            </AppLink>
          ) : null}
        </p>
      ) : null}
      <p>
        <AppLink to={paths.deliveryStatus.getHref(shipment.orderNumber)}>
          {t('suite.deliveryStatus.open', { orderNumber: shipment.orderNumber })}
        </AppLink>
      </p>
    </article>
  );
}
