import {
  INVOICE_KINDS,
  INVOICE_LIST_STATUSES,
  INVOICE_PAYMENT_STATUSES,
  type InvoiceListFilter,
  type InvoiceListRow,
} from '@skyparcel/domain/invoices';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAdminInvoices } from '@/features/invoice-admin/api/get-admin-invoices';
import { AdminInvoiceFilterForm } from '@/features/invoice-admin/components/admin-invoice-filter-form';
import { AdminInvoiceTable } from '@/features/invoice-admin/components/admin-invoice-table';
import { CreditNoteDialog } from '@/features/invoice-admin/components/credit-note-dialog';
import { ManualInvoiceForm } from '@/features/invoice-admin/components/manual-invoice-form';
import { RefundDialog } from '@/features/invoice-admin/components/refund-dialog';
import { useTranslation } from '@/lib/i18n';
import '@/features/invoice-admin/invoice-admin.css';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filter lives in the address, so reloads, the back button and shared links keep it. */
function readFilter(params: URLSearchParams): InvoiceListFilter {
  const text = (name: string) => params.get(name) || undefined;
  return {
    invoiceOrderId: text('invoiceOrderId'),
    customerId: text('customerId'),
    packageId: text('packageId'),
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    invoiceStatus: oneOf(INVOICE_LIST_STATUSES, params.get('invoiceStatus')),
    paymentStatus: oneOf(INVOICE_PAYMENT_STATUSES, params.get('paymentStatus')),
    invoiceType: oneOf(INVOICE_KINDS, params.get('invoiceType')),
    origin: text('origin'),
    destination: text('destination'),
    pageSize: 20,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/**
 * `/admin/invoices` (ADMIN, decision 051): every invoice through the spec's filter, each opening
 * its invoice page; a credit note or a refund from a row; a manual invoice below.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const query = useAdminInvoices(filter);
  const [action, setAction] = useState<{
    kind: 'credit' | 'refund';
    invoice: InvoiceListRow;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pageName = t('pages.adminInvoices');

  function handleDone(message: string) {
    setAction(null);
    setNotice(message);
  }

  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.invoices.lead')}</p>
      <section className="card" aria-label={t('operator.invoices.caption')}>
        <AdminInvoiceFilterForm
          key={searchParams.toString()}
          filter={filter}
          onSearch={(next) => void navigate(paths.adminInvoices.getHref(next))}
        />
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <QueryState
          query={query}
          isEmpty={(result) => result.items.length === 0}
          empty={t('operator.invoices.noResults')}
          errorTitle={t('operator.invoices.loadFailed')}
        >
          {(result) => (
            <AdminInvoiceTable
              result={result}
              onPage={(page) => void navigate(paths.adminInvoices.getHref({ ...filter, page }))}
              onCredit={(invoice) => setAction({ kind: 'credit', invoice })}
              onRefund={(invoice) => setAction({ kind: 'refund', invoice })}
            />
          )}
        </QueryState>
      </section>
      <ManualInvoiceForm />
      {action?.kind === 'credit' ? (
        <CreditNoteDialog
          invoice={action.invoice}
          onDone={handleDone}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action?.kind === 'refund' ? (
        <RefundDialog
          invoice={action.invoice}
          onDone={handleDone}
          onClose={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}
