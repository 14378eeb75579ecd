import { INVOICE_PAGE_OF_KIND } from '@skyparcel/domain/invoices';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useInvoice } from '../api/get-invoice';
import { InvoiceView } from './invoice-view';

export type InvoicePageKind = 'shipping' | 'service-return' | 'manual-credit';

/** The invoice of `?id=` when it is of this page's kinds; another kind reads as not found. */
export function InvoicePageContent({
  kind,
  invoiceId,
}: {
  kind: InvoicePageKind;
  invoiceId: string;
}) {
  const { t } = useTranslation();
  if (!invoiceId) {
    return <Alert tone="info">{t('invoices.page.missingId')}</Alert>;
  }
  return <LoadedInvoice kind={kind} invoiceId={invoiceId} />;
}

function LoadedInvoice({ kind, invoiceId }: { kind: InvoicePageKind; invoiceId: string }) {
  const { t } = useTranslation();
  const [linesPage, setLinesPage] = useState(1);
  const invoice = useInvoice(invoiceId, linesPage);
  return (
    <>
      <QueryState
        query={invoice}
        isEmpty={(found) => INVOICE_PAGE_OF_KIND[found.kind] !== kind}
        empty={t('errors.INVOICE_NOT_FOUND', { id: invoiceId })}
        errorTitle={t('invoices.page.loadError')}
      >
        {(found) => (
          <InvoiceView invoice={found} linesPage={linesPage} onLinesPage={setLinesPage} />
        )}
      </QueryState>
      <p>
        <AppLink to={paths.myHistory.getHref()}>{t('invoices.page.toHistory')}</AppLink>
      </p>
    </>
  );
}
