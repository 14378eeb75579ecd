import { type InvoiceListRow, RefundBodySchema } from '@skyparcel/domain/invoices';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useRefundInvoice } from '../api/issue-invoices';

export type RefundDialogProps = {
  invoice: InvoiceListRow;
  onDone: (message: string) => void;
  onClose: () => void;
};

/** Asks for the reason before a card payment goes back through the gateway. */
export function RefundDialog({ invoice, onDone, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const refund = useRefundInvoice();
  const [error, setError] = useState<string | null>(null);
  const form = useDomainForm(RefundBodySchema, { mode: 'onSubmit', defaultValues: { reason: '' } });

  async function handleValid(body: { reason: string }) {
    setError(null);
    try {
      const note = await refund.mutateAsync({ invoiceId: invoice.id, body });
      onDone(t('operator.invoices.refund.done', { number: note.number }));
    } catch (failure) {
      setError(applyServerErrors(form.setError, failure, t('errors.GENERIC')));
    }
  }

  return (
    <Dialog
      title={t('operator.invoices.refund.title', { number: invoice.number })}
      closeLabel={t('operator.invoices.credit.close')}
      onClose={onClose}
    >
      <form className="form-grid" noValidate onSubmit={form.handleSubmit(handleValid)}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p>
          {t('operator.invoices.refund.body', {
            amount: formatMoney(
              { amountMinor: invoice.paidMinor, currency: invoice.currency },
              locale,
            ),
          })}
        </p>
        <FormField
          label={t('operator.invoices.refund.reason')}
          error={translateMessage(form.formState.errors.reason?.message)}
          isRequired
        >
          <TextArea rows={3} maxLength={500} {...form.register('reason')} />
        </FormField>
        <div className="button-row">
          <Button type="submit" isLoading={refund.isPending}>
            {t('operator.invoices.refund.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('operator.invoices.refund.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
