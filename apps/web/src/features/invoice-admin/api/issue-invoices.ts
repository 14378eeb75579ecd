import type {
  CreditNoteBody,
  IssuedInvoice,
  ManualInvoiceBody,
  RefundBody,
} from '@skyparcel/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_INVOICES_QUERY_KEY } from './get-admin-invoices';

function useIssue<Input>(call: (input: Input) => Promise<IssuedInvoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES_QUERY_KEY }),
  });
}

/** POST /admin/invoices/manual. */
export function useIssueManualInvoice() {
  return useIssue((body: ManualInvoiceBody) =>
    api.post<IssuedInvoice>('/admin/invoices/manual', { body }),
  );
}

/** POST /admin/invoices/{invoiceId}/credit-notes. */
export function useIssueCreditNote() {
  return useIssue(({ invoiceId, body }: { invoiceId: string; body: CreditNoteBody }) =>
    api.post<IssuedInvoice>(`/admin/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, {
      body,
    }),
  );
}

/** POST /admin/invoices/{invoiceId}/refunds. */
export function useRefundInvoice() {
  return useIssue(({ invoiceId, body }: { invoiceId: string; body: RefundBody }) =>
    api.post<IssuedInvoice>(`/admin/invoices/${encodeURIComponent(invoiceId)}/refunds`, { body }),
  );
}
