import {
  INVOICE_KINDS,
  INVOICE_LIST_STATUSES,
  INVOICE_PAYMENT_STATUSES,
  type InvoiceListFilter,
  InvoiceListFilterSchema,
} from '@skyparcel/domain/invoices';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';

export type AdminInvoiceFilterFormProps = {
  filter: InvoiceListFilter;
  onSearch: (filter: InvoiceListFilter) => void;
};

/** The spec's invoice list filter, checked by the list call's own schema; applied with Search. */
export function AdminInvoiceFilterForm({ filter, onSearch }: AdminInvoiceFilterFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { register, handleSubmit, formState } = useDomainForm(InvoiceListFilterSchema, {
    defaultValues: {
      invoiceOrderId: filter.invoiceOrderId ?? '',
      customerId: filter.customerId ?? '',
      packageId: filter.packageId ?? '',
      dateFrom: filter.dateFrom ?? '',
      dateTo: filter.dateTo ?? '',
      invoiceStatus: filter.invoiceStatus,
      paymentStatus: filter.paymentStatus,
      invoiceType: filter.invoiceType,
      origin: filter.origin ?? '',
      destination: filter.destination ?? '',
      pageSize: filter.pageSize,
      page: 1,
    },
  });
  const { errors } = formState;
  const text = (name: 'invoiceOrderId' | 'customerId' | 'packageId' | 'origin' | 'destination') => (
    <FormField
      label={t(`operator.invoices.filter.${name}`)}
      hint={name === 'customerId' ? t('operator.invoices.filter.customerIdHint') : undefined}
      error={translateMessage(errors[name]?.message)}
    >
      <Input
        maxLength={name === 'origin' || name === 'destination' ? 2 : 40}
        {...register(name, { setValueAs: (value: string) => value.trim() || undefined })}
      />
    </FormField>
  );

  return (
    <search>
      <form
        className="form-grid form-grid--2 admin-invoice-filter"
        noValidate
        onSubmit={handleSubmit((values) => onSearch({ ...values, page: 1 }))}
      >
        {text('invoiceOrderId')}
        {text('customerId')}
        {text('packageId')}
        <FormField
          label={t('operator.invoices.filter.dateFrom')}
          error={translateMessage(errors.dateFrom?.message)}
        >
          <Input
            type="date"
            {...register('dateFrom', { setValueAs: (value: string) => value || undefined })}
          />
        </FormField>
        <FormField
          label={t('operator.invoices.filter.dateTo')}
          error={translateMessage(errors.dateTo?.message)}
        >
          <Input
            type="date"
            {...register('dateTo', { setValueAs: (value: string) => value || undefined })}
          />
        </FormField>
        <FormField label={t('operator.invoices.filter.invoiceType')}>
          <Select
            {...register('invoiceType', { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{t('operator.invoices.filter.any')}</option>
            {INVOICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`operator.invoices.kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('operator.invoices.filter.paymentStatus')}>
          <Select
            {...register('paymentStatus', { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{t('operator.invoices.filter.any')}</option>
            {INVOICE_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`operator.invoices.paymentStatuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('operator.invoices.filter.invoiceStatus')}>
          <Select
            {...register('invoiceStatus', { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{t('operator.invoices.filter.any')}</option>
            {INVOICE_LIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`operator.invoices.invoiceStatuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {text('origin')}
        {text('destination')}
        <div className="form-grid__action">
          <Button type="submit">{t('operator.invoices.filter.search')}</Button>
        </div>
      </form>
    </search>
  );
}
