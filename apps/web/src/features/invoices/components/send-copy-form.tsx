import { type SendInvoiceCopyQuery, SendInvoiceCopyQuerySchema } from '@skyparcel/domain/invoices';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useSendInvoiceCopy } from '../api/send-invoice-copy';

export type SendCopyFormProps = { invoiceId: string };

/** Send a copy: an address and a copy, each checked ('Please enter a valid email.'). */
export function SendCopyForm({ invoiceId }: SendCopyFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const send = useSendInvoiceCopy(invoiceId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useDomainForm(
    SendInvoiceCopyQuerySchema,
    { defaultValues: { to: '', cc: '' } },
  );

  async function handleValid(query: SendInvoiceCopyQuery) {
    setOutcome(null);
    try {
      const { message } = await send.mutateAsync(query);
      reset();
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      const text = applyServerErrors(setError, error, t('invoices.page.sendFailed'));
      setOutcome({ tone: 'error', text });
    }
  }

  return (
    <form
      className="invoice-copy"
      noValidate
      aria-labelledby="invoice-copy-title"
      onSubmit={handleSubmit(handleValid)}
    >
      <h2 id="invoice-copy-title">{t('invoices.page.sendCopy')}</h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="form-grid form-grid--2">
        <FormField
          label={t('invoices.page.to')}
          isRequired
          error={translateMessage(formState.errors.to?.message)}
        >
          <Input type="email" autoComplete="email" dir="ltr" {...register('to')} />
        </FormField>
        <FormField
          label={t('invoices.page.cc')}
          error={translateMessage(formState.errors.cc?.message)}
        >
          <Input type="email" dir="ltr" {...register('cc')} />
        </FormField>
      </div>
      <div className="button-row">
        <Button type="submit" isLoading={send.isPending}>
          {t('invoices.page.send')}
        </Button>
      </div>
    </form>
  );
}
