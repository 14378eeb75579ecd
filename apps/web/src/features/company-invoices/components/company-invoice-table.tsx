import type { InvoiceListPage, InvoiceListRow } from '@skyparcel/domain/invoices';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageNavigation } from '@/components/ui/page-navigation';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../company-invoices.css';

export type CompanyInvoiceTableProps = {
  result: InvoiceListPage;
  onPage: (page: number) => void;
};

/**
 * The totals of every invoice the filter matches (per currency), then one page of them; each
 * number opens its invoice page. On a phone each row is a card.
 */
export function CompanyInvoiceTable({ result, onPage }: CompanyInvoiceTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  const money = (amountMinor: number, currency: string) =>
    formatMoney({ amountMinor, currency }, locale);
  const prefix = 'payments.companyInvoices';

  const columns: DataTableColumn<InvoiceListRow>[] = [
    {
      id: 'number',
      header: t(`${prefix}.columns.number`),
      isRowHeader: true,
      cell: (invoice) => (
        <AppLink to={invoice.pagePath} dir="ltr">
          {invoice.number}
        </AppLink>
      ),
    },
    {
      id: 'issued',
      header: t(`${prefix}.columns.issued`),
      cell: (invoice) => formatDateTime(invoice.issuedAt, locale),
    },
    {
      id: 'customer',
      header: t(`${prefix}.columns.customer`),
      cell: (invoice) => invoice.customer.name,
    },
    {
      id: 'kind',
      header: t(`${prefix}.columns.kind`),
      cell: (invoice) => t(`${prefix}.kinds.${invoice.kind}`),
    },
    {
      id: 'order',
      header: t(`${prefix}.columns.order`),
      cell: (invoice) => <span dir="ltr">{invoice.orderNumber ?? ''}</span>,
    },
    {
      id: 'billed',
      header: t(`${prefix}.columns.billed`),
      cell: (invoice) => money(invoice.billedMinor, invoice.currency),
    },
    {
      id: 'outstanding',
      header: t(`${prefix}.columns.outstanding`),
      cell: (invoice) => money(invoice.outstandingMinor, invoice.currency),
    },
    {
      id: 'status',
      header: t(`${prefix}.columns.status`),
      cell: (invoice) => t(`${prefix}.paymentStatuses.${invoice.paymentStatus}`),
    },
  ];

  return (
    <div className="invoice-results">
      <section className="invoice-totals" aria-label={t(`${prefix}.totals`)}>
        <h2 className="invoice-totals__title">{t(`${prefix}.totals`)}</h2>
        <dl className="invoice-totals__list">
          {result.totals.map((total) => (
            <div key={total.currency} className="invoice-totals__currency">
              <div>
                <dt>{t(`${prefix}.outstanding`)}</dt>
                <dd>{money(total.outstandingMinor, total.currency)}</dd>
              </div>
              <div>
                <dt>{t(`${prefix}.paid`)}</dt>
                <dd>{money(total.paidMinor, total.currency)}</dd>
              </div>
              <div>
                <dt>{t(`${prefix}.billed`)}</dt>
                <dd>{money(total.billedMinor, total.currency)}</dd>
              </div>
            </div>
          ))}
        </dl>
      </section>
      <p className="results-count">
        {t(`${prefix}.resultCount`, { total: formatNumber(result.total, locale, 0) })}
      </p>
      <DataTable
        columns={columns}
        rows={result.items}
        getRowKey={(invoice) => invoice.id}
        caption={t(`${prefix}.caption`)}
      />
      <PageNavigation page={result.page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
