import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { getLocale, useTranslation } from '@/lib/i18n';
import { useWithdrawPriceVersion, type WithdrawTarget } from '../api/withdraw-price-version';

export type WithdrawButtonProps = {
  target: WithdrawTarget;
  effectiveFrom: string;
  /** The moment the page was read: only a version starting after it can be withdrawn. */
  now: string;
};

/**
 * Withdraw, after a confirmation, for a version scheduled for later (decision 045); nothing for
 * one in force. A refusal (it came into force meanwhile) shows inside the dialog.
 */
export function WithdrawButton({ target, effectiveFrom, now }: WithdrawButtonProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawPriceVersion();
  const [isAsking, setIsAsking] = useState(false);
  if (effectiveFrom <= now) {
    return null;
  }

  function handleConfirm() {
    withdraw.mutate(target, { onSuccess: () => setIsAsking(false) });
  }

  function handleCancel() {
    withdraw.reset();
    setIsAsking(false);
  }

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setIsAsking(true)}>
        {t('operator.prices.withdraw')}
      </Button>
      {isAsking ? (
        <ConfirmDialog
          title={t('operator.prices.withdrawTitle')}
          confirmLabel={t('operator.prices.withdrawConfirm')}
          cancelLabel={t('operator.prices.keep')}
          closeLabel={t('operator.prices.close')}
          error={withdraw.error ? withdraw.error.message || t('errors.GENERIC') : null}
          isLoading={withdraw.isPending}
          onConfirm={handleConfirm}
          onCancel={handleCancel}
        >
          <p>
            {t('operator.prices.withdrawBody', {
              date: formatDateTime(effectiveFrom, getLocale()),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
