import type { AdminInvoiceListPage, InvoiceListRow } from '@skyparcel/domain/invoices';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageNavigation } from '@/components/ui/page-navigation';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useCappedCount } from '@/lib/use-capped-count';

export type AdminInvoiceTableProps = {
  result: AdminInvoiceListPage;
  onPage: (page: number) => void;
  onCredit: (invoice: InvoiceListRow) => void;
  onRefund: (invoice: InvoiceListRow) => void;
};

/** One page of invoices with their actions (on a phone, one card per invoice). */
export function AdminInvoiceTable({ result, onPage, onCredit, onRefund }: AdminInvoiceTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pageCount, hasMorePages, totalText } = useCappedCount(result);
  const money = (amountMinor: number, currency: string) =>
    formatMoney({ amountMinor, currency }, locale);

  const columns: DataTableColumn<InvoiceListRow>[] = [
    {
      id: 'number',
      header: t('operator.invoices.columns.number'),
      isRowHeader: true,
      cell: (invoice) => (
        <AppLink to={invoice.pagePath} dir="ltr">
          {invoice.number}
        </AppLink>
      ),
    },
    {
      id: 'issued',
      header: t('operator.invoices.columns.issued'),
      cell: (invoice) => formatDateTime(invoice.issuedAt, locale),
    },
    {
      id: 'customer',
      header: t('operator.invoices.columns.customer'),
      cell: (invoice) => (
        <>
          {invoice.customer.name}
          {invoice.customer.suiteNumber ? (
            <>
              {' '}
              <span dir="ltr">({invoice.customer.suiteNumber})</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'kind',
      header: t('operator.invoices.columns.kind'),
      cell: (invoice) => t(`operator.invoices.kinds.${invoice.kind}`),
    },
    {
      id: 'order',
      header: t('operator.invoices.columns.order'),
      cell: (invoice) => <span dir="ltr">{invoice.orderNumber ?? ''}</span>,
    },
    {
      id: 'billed',
      header: t('operator.invoices.columns.billed'),
      cell: (invoice) => money(invoice.billedMinor, invoice.currency),
    },
    {
      id: 'outstanding',
      header: t('operator.invoices.columns.outstanding'),
      cell: (invoice) => money(invoice.outstandingMinor, invoice.currency),
    },
    {
      id: 'status',
      header: t('operator.invoices.columns.status'),
      cell: (invoice) =>
        [
          t(`operator.invoices.paymentStatuses.${invoice.paymentStatus}`),
          invoice.invoiceStatus === 'credited'
            ? t('operator.invoices.invoiceStatuses.credited')
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      id: 'actions',
      header: t('operator.invoices.columns.actions'),
      cell: (invoice) =>
        invoice.kind === 'credit_note' ? null : (
          <div className="button-row">
            <Button variant="secondary" size="small" onClick={() => onCredit(invoice)}>
              {t('operator.invoices.creditNote')}
            </Button>
            {invoice.paidMinor > 0 ? (
              <Button variant="secondary" size="small" onClick={() => onRefund(invoice)}>
                {t('operator.invoices.refundAction')}
              </Button>
            ) : null}
          </div>
        ),
    },
  ];

  return (
    <div className="invoice-results">
      <p className="results-count">{t('operator.invoices.resultCount', { total: totalText })}</p>
      <DataTable
        columns={columns}
        rows={result.items}
        getRowKey={(invoice) => invoice.id}
        caption={t('operator.invoices.caption')}
      />
      <PageNavigation
        page={result.page}
        pageCount={pageCount}
        hasMorePages={hasMorePages}
        onPage={onPage}
      />
    </div>
  );
}
