import type { InvoiceDto } from '@skyparcel/domain/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INVOICES_QUERY_KEY } from './get-invoice-history';

export function getInvoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'one', invoiceId],
    queryFn: ({ signal }) =>
      api.get<InvoiceDto>(`/Invoices/${encodeURIComponent(invoiceId)}/country`, { signal }),
  });
}

/** GET /Invoices/{id}/country: one of the caller's invoices, any kind (the page checks its own). */
export function useInvoice(invoiceId: string) {
  return useQuery(getInvoiceQueryOptions(invoiceId));
}
