import type { PayableInvoice } from '@skyparcel/domain/invoices';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ownerColumn } from '@/components/ui/owner-column';
import { formatPackageMoney } from '@/features/suite/package-format';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import type { PaymentMethod } from '../api/start-payment';
import { PayButton } from './pay-button';

export type CartInvoicesProps = {
  invoices: readonly PayableInvoice[];
  method: PaymentMethod;
  useCredit: boolean;
  onError: (message: string) => void;
};

/**
 * The cart's unpaid invoices of any kind (issue 13, decision 049): what each is for, whose it
 * is when a colleague's is listed, when it is due (overdue ones marked), what is left to pay,
 * and a Pay per invoice.
 */
export function CartInvoices({ invoices, method, useCredit, onError }: CartInvoicesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<PayableInvoice>[] = [
    {
      id: 'number',
      header: t('shipping.cart.invoices.number'),
      isRowHeader: true,
      cell: (invoice) => <span dir="ltr">{invoice.number}</span>,
    },
    // A business user pays the company's invoices too (decision 053): whose each one is.
    ...ownerColumn(invoices, {
      header: t('shipping.cart.owner'),
      you: t('shipping.cart.ownerYou'),
    }),
    {
      id: 'statement',
      header: t('shipping.cart.invoices.statement'),
      cell: (invoice) => invoice.statement,
    },
    {
      id: 'dueDate',
      header: t('shipping.cart.invoices.dueDate'),
      cell: (invoice) => (
        <>
          {invoice.dueAt ? formatDateTime(invoice.dueAt, locale) : null}{' '}
          {invoice.isOverdue ? (
            <Badge tone="danger">{t('shipping.cart.invoices.overdue')}</Badge>
          ) : null}
        </>
      ),
    },
    {
      id: 'outstanding',
      header: t('shipping.cart.invoices.outstanding'),
      cell: (invoice) => <strong>{formatPackageMoney(invoice.outstanding, locale)}</strong>,
    },
    {
      id: 'actions',
      header: t('shipping.cart.actions'),
      cell: (invoice) => (
        <PayButton
          requestIds={[]}
          invoiceIds={[invoice.id]}
          useCredit={useCredit}
          method={method}
          label={t('shipping.cart.invoices.pay', { number: invoice.number })}
          onError={onError}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={invoices}
      getRowKey={(invoice) => invoice.id}
      caption={t('shipping.cart.invoices.caption', { count: invoices.length })}
      isCaptionVisible
    />
  );
}
