import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type PaymentInvoice = { payNowUrl: string };

/** How the customer pays: a saved card (charged at once), or a new card on the gateway's page. */
export type PaymentMethod = { savedCardId: string } | { saveCard: boolean };

/**
 * The waits before sending the same payment again after a lost answer: no answer at all, or the
 * proxy's 502/503 when the process serving it died (decision 074). With the same key, the server
 * answers the first call's payment or carries it on: never a second charge.
 */
export const PAYMENT_RETRY_DELAYS_MS = [500, 2_000, 5_000] as const;

function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503);
}

/**
 * Pays ship requests and unpaid invoices (decision 049): POST /payment/invoices makes the invoice
 * and answers the gateway's pay-now address, where the browser goes (the gateway's card page, a
 * saved card's 3-D Secure step, or the outcome page when a saved card was charged at once or
 * nothing was left to pay). `idempotencyKey` is one per click (the caller keeps it while the call
 * runs), so a double click or a retried request never makes two invoices; a lost answer is asked
 * again with it.
 */
export async function startPayment(
  requestIds: readonly string[],
  method: PaymentMethod,
  idempotencyKey: string = crypto.randomUUID(),
  invoiceIds: readonly string[] = [],
  useCredit = false,
  retryDelaysMs: readonly number[] = PAYMENT_RETRY_DELAYS_MS,
): Promise<void> {
  const send = () =>
    api.post<PaymentInvoice>('/payment/invoices', {
      body: {
        shipRequestIds: requestIds,
        ...(invoiceIds.length > 0 ? { invoiceIds } : {}),
        // The account credit goes to the invoices only; a request's quote says its own (038).
        ...(invoiceIds.length > 0 && useCredit ? { useCredit } : {}),
        ...method,
      },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const invoice = await send();
      window.location.assign(invoice.payNowUrl);
      return;
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !isLostAnswer(error)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
