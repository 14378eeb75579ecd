import {
  INVOICE_KINDS,
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
import '../company-invoices.css';

export type CompanyInvoiceFilterFormProps = {
  filter: InvoiceListFilter;
  onSearch: (filter: InvoiceListFilter) => void;
};

const blankIsUnset = (value: string) => value.trim() || undefined;

/** The company page's filter: number, dates, payment status and type (the spec's list filter). */
export function CompanyInvoiceFilterForm({ filter, onSearch }: CompanyInvoiceFilterFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { register, handleSubmit, formState } = useDomainForm(InvoiceListFilterSchema, {
    defaultValues: {
      invoiceOrderId: filter.invoiceOrderId ?? '',
      dateFrom: filter.dateFrom ?? '',
      dateTo: filter.dateTo ?? '',
      paymentStatus: filter.paymentStatus,
      invoiceType: filter.invoiceType,
      pageSize: filter.pageSize,
      page: 1,
    },
  });
  const { errors } = formState;
  const prefix = 'payments.companyInvoices';

  return (
    <search>
      <form
        className="form-grid form-grid--2 company-invoice-filter"
        noValidate
        onSubmit={handleSubmit((values) => onSearch({ ...values, page: 1 }))}
      >
        <FormField
          label={t(`${prefix}.filter.keyword`)}
          error={translateMessage(errors.invoiceOrderId?.message)}
        >
          <Input
            type="search"
            maxLength={40}
            {...register('invoiceOrderId', { setValueAs: blankIsUnset })}
          />
        </FormField>
        <FormField
          label={t(`${prefix}.filter.dateFrom`)}
          error={translateMessage(errors.dateFrom?.message)}
        >
          <Input type="date" {...register('dateFrom', { setValueAs: blankIsUnset })} />
        </FormField>
        <FormField
          label={t(`${prefix}.filter.dateTo`)}
          error={translateMessage(errors.dateTo?.message)}
        >
          <Input type="date" {...register('dateTo', { setValueAs: blankIsUnset })} />
        </FormField>
        <FormField label={t(`${prefix}.filter.paymentStatus`)}>
          <Select {...register('paymentStatus', { setValueAs: blankIsUnset })}>
            <option value="">{t(`${prefix}.filter.any`)}</option>
            {INVOICE_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`${prefix}.paymentStatuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t(`${prefix}.filter.invoiceType`)}>
          <Select {...register('invoiceType', { setValueAs: blankIsUnset })}>
            <option value="">{t(`${prefix}.filter.any`)}</option>
            {INVOICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`${prefix}.kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="form-grid__action">
          <Button type="submit">{t(`${prefix}.filter.search`)}</Button>
        </div>
      </form>
    </search>
  );
}
