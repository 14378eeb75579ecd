import { DocumentTitle } from '@/components/ui/document-title';
import { InvoiceHistory } from '@/features/invoices/components/invoice-history';
import { useTranslation } from '@/lib/i18n';

/** `/my-history`: the customer's invoices and pending payments (spec section 2, decision 050). */
export function MyHistoryPage() {
  const { t } = useTranslation();
  const pageName = t('pages.myHistory');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('invoices.history.lead')}</p>
      <InvoiceHistory />
    </div>
  );
}
