import {
  type CreditNoteBody,
  CreditNoteBodySchema,
  type InvoiceListRow,
} from '@skyparcel/domain/invoices';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useIssueCreditNote } from '../api/issue-invoices';

export type CreditNoteDialogProps = {
  invoice: InvoiceListRow;
  onDone: (message: string) => void;
  onClose: () => void;
};

/** An operator's credit note for an invoice: the amount (at most what is not yet credited) and why. */
export function CreditNoteDialog({ invoice, onDone, onClose }: CreditNoteDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const issue = useIssueCreditNote();
  const [error, setError] = useState<string | null>(null);
  const form = useDomainForm(CreditNoteBodySchema, {
    mode: 'onSubmit',
    defaultValues: { amount: '', reason: '' },
  });
  const { errors } = form.formState;
  const available = formatMoney(
    { amountMinor: invoice.billedMinor - invoice.creditedMinor, currency: invoice.currency },
    locale,
  );

  async function handleValid(body: CreditNoteBody) {
    setError(null);
    try {
      const note = await issue.mutateAsync({ invoiceId: invoice.id, body });
      onDone(t('operator.invoices.credit.issued', { number: note.number }));
    } catch (failure) {
      setError(applyServerErrors(form.setError, failure, t('errors.GENERIC')));
    }
  }

  return (
    <Dialog
      title={t('operator.invoices.credit.title', { number: invoice.number })}
      closeLabel={t('operator.invoices.credit.close')}
      onClose={onClose}
    >
      <form className="form-grid" noValidate onSubmit={form.handleSubmit(handleValid)}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <FormField
          label={t('operator.invoices.credit.amount', { currency: invoice.currency })}
          hint={t('operator.invoices.credit.amountHint', { available })}
          error={translateMessage(errors.amount?.message)}
          isRequired
        >
          <Input inputMode="decimal" {...form.register('amount')} />
        </FormField>
        <FormField
          label={t('operator.invoices.credit.reason')}
          error={translateMessage(errors.reason?.message)}
          isRequired
        >
          <TextArea rows={3} maxLength={500} {...form.register('reason')} />
        </FormField>
        <div className="button-row">
          <Button type="submit" isLoading={issue.isPending}>
            {t('operator.invoices.credit.create')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('operator.invoices.credit.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
