import { type ReceiptEmailBody, ReceiptEmailBodySchema } from '@skyparcel/domain/payments';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useResendReceipt } from '../api/payment';

export type ReceiptFormProps = { paymentId: string };

/** "E-mail the receipt again": an address and a copy, each checked ('Please enter a valid email.'). */
export function ReceiptForm({ paymentId }: ReceiptFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const resend = useResendReceipt(paymentId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useDomainForm(
    ReceiptEmailBodySchema,
    { defaultValues: { emailTo: '', cc: '' } },
  );

  async function handleValid(body: ReceiptEmailBody) {
    setOutcome(null);
    try {
      const { message } = await resend.mutateAsync(body);
      reset();
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      const text = applyServerErrors(setError, error, t('payments.receipt.sendFailed'));
      setOutcome({ tone: 'error', text });
    }
  }

  return (
    <form
      className="receipt-form"
      noValidate
      aria-labelledby="receipt-form-title"
      onSubmit={handleSubmit(handleValid)}
    >
      <h2 id="receipt-form-title">{t('payments.receipt.title')}</h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="form-grid form-grid--2">
        <FormField
          label={t('payments.receipt.emailTo')}
          isRequired
          error={translateMessage(formState.errors.emailTo?.message)}
        >
          <Input type="email" autoComplete="email" dir="ltr" {...register('emailTo')} />
        </FormField>
        <FormField
          label={t('payments.receipt.cc')}
          error={translateMessage(formState.errors.cc?.message)}
        >
          <Input type="email" dir="ltr" {...register('cc')} />
        </FormField>
      </div>
      <div className="button-row">
        <Button type="submit" isLoading={resend.isPending}>
          {t('payments.receipt.send')}
        </Button>
      </div>
    </form>
  );
}
