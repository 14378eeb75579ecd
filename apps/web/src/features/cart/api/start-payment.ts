import { api } from '@/lib/api-client';

export type PaymentInvoice = { payNowUrl: string };

/**
 * Pays ship requests: POST /payment/invoices makes the invoice and answers the gateway's pay-now
 * address, where the browser goes. `idempotencyKey` is one per click (the caller keeps it while
 * the call runs), so a double click or a retried request never makes two invoices.
 */
export async function startPayment(
  requestIds: readonly string[],
  idempotencyKey: string = crypto.randomUUID(),
): Promise<void> {
  const invoice = await api.post<PaymentInvoice>('/payment/invoices', {
    body: { shipRequestIds: requestIds },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  window.location.assign(invoice.payNowUrl);
}
