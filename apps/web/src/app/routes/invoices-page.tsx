import {
  INVOICE_KINDS,
  INVOICE_PAYMENT_STATUSES,
  type InvoiceListFilter,
} from '@skyparcel/domain/invoices';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { exportCompanyInvoices } from '@/features/company-invoices/api/export-company-invoices';
import { useCompanyInvoices } from '@/features/company-invoices/api/get-company-invoices';
import { CompanyInvoiceFilterForm } from '@/features/company-invoices/components/company-invoice-filter-form';
import { CompanyInvoiceTable } from '@/features/company-invoices/components/company-invoice-table';
import { useTranslation } from '@/lib/i18n';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filter lives in the address, so reloads, the back button and shared links keep it. */
function readFilter(params: URLSearchParams): InvoiceListFilter {
  const text = (name: string) => params.get(name) || undefined;
  return {
    invoiceOrderId: text('invoiceOrderId'),
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    paymentStatus: oneOf(INVOICE_PAYMENT_STATUSES, params.get('paymentStatus')),
    invoiceType: oneOf(INVOICE_KINDS, params.get('invoiceType')),
    pageSize: 20,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/**
 * `/invoices` (SHIPPER ADMIN, decision 051): the company's invoices with the outstanding and
 * paid totals of the filter, each opening its invoice page, and the filtered list as CSV.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const query = useCompanyInvoices(filter);
  const [isExporting, setIsExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const pageName = t('pages.invoices');

  async function handleExport() {
    setIsExporting(true);
    setExportFailed(false);
    try {
      await exportCompanyInvoices(filter);
    } catch {
      setExportFailed(true);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('payments.companyInvoices.lead')}</p>
      <section className="card" aria-label={t('payments.companyInvoices.caption')}>
        <CompanyInvoiceFilterForm
          key={searchParams.toString()}
          filter={filter}
          onSearch={(next) => void navigate(paths.invoices.getHref(next))}
        />
        <div className="button-row">
          <Button variant="secondary" isLoading={isExporting} onClick={() => void handleExport()}>
            {t('payments.companyInvoices.exportCsv')}
          </Button>
        </div>
        {exportFailed ? (
          <Alert tone="error">{t('payments.companyInvoices.exportFailed')}</Alert>
        ) : null}
        <QueryState
          query={query}
          isEmpty={(result) => result.items.length === 0}
          empty={t('payments.companyInvoices.noResults')}
          errorTitle={t('payments.companyInvoices.loadFailed')}
        >
          {(result) => (
            <CompanyInvoiceTable
              result={result}
              onPage={(page) => void navigate(paths.invoices.getHref({ ...filter, page }))}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
