import type { PaymentOutcome as Outcome } from '@skyparcel/domain/payments';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useLocale, useTranslation } from '@/lib/i18n';
import { usePaymentOutcome } from '../api/payment';
import { ReceiptForm } from './receipt-form';
import '../payments.css';

export type PaymentOutcomeProps = { orderCode: string };

/**
 * Where the gateway sends the customer back (spec section 2: payment succeeded and payment
 * failed pages). The server settles the payment on this read if the gateway's notification has
 * not come yet, so what shows is what happened.
 */
export function PaymentOutcome({ orderCode }: PaymentOutcomeProps) {
  const { t } = useTranslation();
  const payment = usePaymentOutcome(orderCode);
  return (
    <QueryState query={payment} errorTitle={t('payments.outcome.loadError')}>
      {(outcome) => {
        if (outcome.status === 'succeeded') {
          return <PaymentSucceeded outcome={outcome} />;
        }
        if (outcome.status === 'failed') {
          return (
            <section className="payment-outcome" aria-labelledby="payment-outcome-title">
              <h2 id="payment-outcome-title">{t('payments.outcome.failedTitle')}</h2>
              <Alert tone="error">{t('payments.outcome.failed')}</Alert>
              <div className="button-row">
                <ButtonLink to={paths.cart.getHref()}>{t('payments.outcome.tryAgain')}</ButtonLink>
              </div>
            </section>
          );
        }
        return (
          <section className="payment-outcome" aria-labelledby="payment-outcome-title">
            <h2 id="payment-outcome-title">{t('payments.outcome.pendingTitle')}</h2>
            <p>{t('payments.outcome.pendingLead')}</p>
            <div className="button-row">
              <Button variant="secondary" onClick={() => payment.refetch()}>
                {t('payments.outcome.checkAgain')}
              </Button>
            </div>
          </section>
        );
      }}
    </QueryState>
  );
}

function PaymentSucceeded({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('payments.outcome.transactionId'), outcome.transactionId ?? ''],
    [t('payments.outcome.deliveriesCount'), String(outcome.deliveriesCount)],
    [t('payments.outcome.deliveryTotalCost'), formatMoney(outcome.deliveryTotalCost, locale)],
    [t('payments.outcome.discounts'), formatMoney(outcome.discounts, locale)],
    [t('payments.outcome.chargedTo'), outcome.chargedTo ?? ''],
  ];
  return (
    <>
      <section className="payment-outcome" aria-labelledby="payment-outcome-title">
        <h2 id="payment-outcome-title">{t('payments.outcome.succeededTitle')}</h2>
        <Alert tone="success">
          {t('payments.outcome.succeededLead')} {t('payments.outcome.receiptEmailed')}
        </Alert>
        <dl className="payment-outcome__details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <div className="button-row">
          <ButtonLink variant="secondary" to={paths.mySuite.getHref()}>
            {t('payments.outcome.toSuite')}
          </ButtonLink>
        </div>
      </section>
      <ReceiptForm paymentId={outcome.paymentId} />
    </>
  );
}
