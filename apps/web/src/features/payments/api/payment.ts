import type { PaymentOutcome, ReceiptEmailBody } from '@skyparcel/domain/payments';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPaymentOutcomeQueryOptions(orderCode: string) {
  return queryOptions({
    queryKey: ['payment', orderCode],
    queryFn: ({ signal }) =>
      api.get<PaymentOutcome>(`/Payment?orderCode=${encodeURIComponent(orderCode)}`, { signal }),
  });
}

/**
 * GET /Payment?orderCode=: how the payment ended. Asked again every few seconds while the bank
 * has not said (a 3-D Secure step in another tab, a slow notification).
 */
export function usePaymentOutcome(orderCode: string) {
  return useQuery({
    ...getPaymentOutcomeQueryOptions(orderCode),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
}

/** Payment confirmation by paymentId: the receipt again, to emailTo with a copy to cc. */
export function useResendReceipt(paymentId: string) {
  return useMutation({
    mutationFn: (body: ReceiptEmailBody) =>
      api.post<{ message: string }>(`/payment/${encodeURIComponent(paymentId)}/receipt`, { body }),
  });
}
