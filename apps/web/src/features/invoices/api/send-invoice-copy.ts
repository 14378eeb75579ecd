import type { SendInvoiceCopyQuery } from '@skyparcel/domain/invoices';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /invoices/{id}/send-email?to=&cc=: the invoice's PDF to an address, with a copy. */
export function useSendInvoiceCopy(invoiceId: string) {
  return useMutation({
    mutationFn: ({ to, cc }: SendInvoiceCopyQuery) =>
      api.post<{ message: string }>(`/invoices/${encodeURIComponent(invoiceId)}/send-email`, {
        query: { to, cc },
      }),
  });
}
