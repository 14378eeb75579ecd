import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { type PaymentMethod, startPayment } from '../api/start-payment';

export type PayButtonProps = {
  requestIds: readonly string[];
  /** Unpaid invoices paid in the same payment (decision 049). */
  invoiceIds?: readonly string[];
  /** Spend the account credit on those invoices first (the cart's box). */
  useCredit?: boolean;
  method: PaymentMethod;
  /** Already translated. */
  label: string;
  variant?: 'primary' | 'secondary';
  onError: (message: string) => void;
};

/**
 * Starts paying these requests and invoices. One idempotency key per click, kept while the call
 * runs, so a second press (or the browser retrying) names the same payment; the next click gets a
 * new one.
 */
export function PayButton({
  requestIds,
  invoiceIds = [],
  useCredit = false,
  method,
  label,
  variant = 'primary',
  onError,
}: PayButtonProps) {
  const { t } = useTranslation();
  const runningKey = useRef<string | null>(null);
  const [isRunning, setIsRunning] = useState(false);

  async function handleClick() {
    if (runningKey.current) {
      return;
    }
    runningKey.current = crypto.randomUUID();
    setIsRunning(true);
    try {
      await startPayment(requestIds, method, runningKey.current, invoiceIds, useCredit);
    } catch (error) {
      onError(isApiError(error) ? error.message : t('errors.GENERIC'));
    } finally {
      runningKey.current = null;
      setIsRunning(false);
    }
  }

  return (
    <Button variant={variant} size="small" isLoading={isRunning} onClick={() => void handleClick()}>
      {label}
    </Button>
  );
}
