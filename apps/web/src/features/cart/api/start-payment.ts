import { api } from '@/lib/api-client';

export type PaymentInvoice = { payNowUrl: string };

/** How the customer pays: a saved card (charged at once), or a new card on the gateway's page. */
export type PaymentMethod = { savedCardId: string } | { saveCard: boolean };

/**
 * Pays ship requests and unpaid invoices (decision 049): POST /payment/invoices makes the invoice and answers the gateway's pay-now
 * address, where the browser goes (the gateway's card page, a saved card's 3-D Secure step, or
 * the outcome page when a saved card was charged at once or nothing was left to pay). `idempotencyKey` is one per click (the caller keeps it while
 * the call runs), so a double click or a retried request never makes two invoices.
 */
export async function startPayment(
  requestIds: readonly string[],
  method: PaymentMethod,
  idempotencyKey: string = crypto.randomUUID(),
  invoiceIds: readonly string[] = [],
  useCredit = false,
): Promise<void> {
  const invoice = await api.post<PaymentInvoice>('/payment/invoices', {
    body: {
      shipRequestIds: requestIds,
      ...(invoiceIds.length > 0 ? { invoiceIds } : {}),
      // The account credit goes to the invoices only; a request's quote says its own (038).
      ...(invoiceIds.length > 0 && useCredit ? { useCredit } : {}),
      ...method,
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  window.location.assign(invoice.payNowUrl);
}
