import { type ManualInvoiceBody, ManualInvoiceBodySchema } from '@skyparcel/domain/invoices';
import { CURRENCY_DECIMALS } from '@skyparcel/domain/money';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useIssueManualInvoice } from '../api/issue-invoices';

const EMPTY_LINE = { description: '', quantity: '1', unitPrice: '' };

/**
 * A manual invoice for a customer named by suite number or e-mail (decision 051): lines added
 * and removed by its own buttons (so checked on submit), the reason the customer reads.
 */
export function ManualInvoiceForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const issue = useIssueManualInvoice();
  const [notice, setNotice] = useState<{
    tone: 'success' | 'error';
    text: string;
    href?: string;
  } | null>(null);
  const form = useDomainForm(ManualInvoiceBodySchema, {
    mode: 'onSubmit',
    defaultValues: { customer: '', currency: 'USD', reason: '', lines: [EMPTY_LINE] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;

  async function handleValid(body: ManualInvoiceBody) {
    setNotice(null);
    try {
      const invoice = await issue.mutateAsync(body);
      setNotice({
        tone: 'success',
        text: t('operator.invoices.manual.issued', { number: invoice.number }),
        href: invoice.pagePath,
      });
      form.reset();
    } catch (error) {
      const message = applyServerErrors(form.setError, error, t('errors.GENERIC'));
      if (Object.keys(isApiError(error) ? (error.fields ?? {}) : {}).length === 0) {
        setNotice({ tone: 'error', text: message });
      }
    }
  }

  return (
    <form className="card manual-invoice-form" noValidate onSubmit={form.handleSubmit(handleValid)}>
      <h2>{t('operator.invoices.manual.title')}</h2>
      {notice ? (
        <Alert tone={notice.tone}>
          {notice.href ? <AppLink to={notice.href}>{notice.text}</AppLink> : notice.text}
        </Alert>
      ) : null}
      <div className="form-grid form-grid--2">
        <FormField
          label={t('operator.invoices.manual.customer')}
          hint={t('operator.invoices.manual.customerHint')}
          error={translateMessage(errors.customer?.message)}
          isRequired
        >
          <Input autoComplete="off" dir="ltr" {...form.register('customer')} />
        </FormField>
        <FormField
          label={t('operator.invoices.manual.currency')}
          error={translateMessage(errors.currency?.message)}
        >
          <Select {...form.register('currency')}>
            {Object.keys(CURRENCY_DECIMALS).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label={t('operator.invoices.manual.reason')}
        hint={t('operator.invoices.manual.reasonHint')}
        error={translateMessage(errors.reason?.message)}
        isRequired
      >
        <TextArea rows={2} maxLength={500} {...form.register('reason')} />
      </FormField>
      {fields.map((field, index) => {
        const number = index + 1;
        const lineErrors = errors.lines?.[index];
        return (
          <fieldset key={field.id} className="manual-invoice-form__line">
            <legend>{t('operator.invoices.manual.line', { number })}</legend>
            <div className="form-grid form-grid--2">
              <FormField
                label={t('operator.invoices.manual.description')}
                error={translateMessage(lineErrors?.description?.message)}
                isRequired
              >
                <Input maxLength={200} {...form.register(`lines.${index}.description`)} />
              </FormField>
              <FormField
                label={t('operator.invoices.manual.quantity')}
                error={translateMessage(lineErrors?.quantity?.message)}
                isRequired
              >
                <Input inputMode="numeric" {...form.register(`lines.${index}.quantity`)} />
              </FormField>
              <FormField
                label={t('operator.invoices.manual.unitPrice')}
                error={translateMessage(lineErrors?.unitPrice?.message)}
                isRequired
              >
                <Input inputMode="decimal" {...form.register(`lines.${index}.unitPrice`)} />
              </FormField>
            </div>
            {fields.length > 1 ? (
              <Button variant="ghost" size="small" onClick={() => remove(index)}>
                {t('operator.invoices.manual.removeLine', { number })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {errors.lines?.message ? (
        <Alert tone="error">{translateMessage(errors.lines.message)}</Alert>
      ) : null}
      <div className="button-row">
        {fields.length < 20 ? (
          <Button variant="secondary" onClick={() => append(EMPTY_LINE)}>
            {t('operator.invoices.manual.addLine')}
          </Button>
        ) : null}
        <Button type="submit" isLoading={issue.isPending}>
          {t('operator.invoices.manual.create')}
        </Button>
      </div>
    </form>
  );
}
