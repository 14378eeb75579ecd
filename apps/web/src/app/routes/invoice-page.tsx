import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import {
  InvoicePageContent,
  type InvoicePageKind,
} from '@/features/invoices/components/invoice-page-content';
import { useTranslation } from '@/lib/i18n';

const PAGE_NAMES = {
  shipping: 'pages.shippingInvoice',
  'service-return': 'pages.serviceReturnInvoice',
  'manual-credit': 'pages.manualCreditInvoice',
} as const satisfies Record<InvoicePageKind, string>;

/**
 * `/shipping-invoice?id=`, `/service-return-invoice?id=`, `/manual-credit-invoice?id=`: one
 * invoice on the page of its kind (spec section 2; these pages skip the admin-return rule).
 */
export function InvoicePage({ kind }: { kind: InvoicePageKind }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pageName = t(PAGE_NAMES[kind]);
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <InvoicePageContent kind={kind} invoiceId={search.get('id') ?? ''} />
    </div>
  );
}
