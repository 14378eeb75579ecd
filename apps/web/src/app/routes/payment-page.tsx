import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DocumentTitle } from '@/components/ui/document-title';
import { SignedInAccount } from '@/features/auth/components/signed-in-account';
import { PaymentOutcome } from '@/features/payments/components/payment-outcome';
import { useTranslation } from '@/lib/i18n';

/** `/payment?orderCode=PAY-…`: the gateway's return address (decision 039). */
export function PaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderCode = search.get('orderCode') ?? '';
  const pageName = t('pages.payment');
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <SignedInAccount pageName={pageName} />
      {orderCode ? (
        <PaymentOutcome orderCode={orderCode} />
      ) : (
        <Alert tone="error">{t('payments.outcome.missingOrderCode')}</Alert>
      )}
    </div>
  );
}
