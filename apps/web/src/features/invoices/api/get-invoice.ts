import type { InvoiceDto } from '@skyparcel/domain/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INVOICES_QUERY_KEY } from './get-invoice-history';

export function getInvoiceQueryOptions(invoiceId: string, linesPage = 1) {
  return queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'one', invoiceId, linesPage],
    queryFn: ({ signal }) =>
      api.get<InvoiceDto>(`/Invoices/${encodeURIComponent(invoiceId)}/country`, {
        query: { linesPage },
        signal,
      }),
    // The invoice stays on screen while the next page of its lines loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /Invoices/{id}/country: one of the caller's invoices, any kind (the page checks its own),
 * with one page of its lines (an EDI upload's invoice has up to 10,000; decision 054).
 */
export function useInvoice(invoiceId: string, linesPage = 1) {
  return useQuery(getInvoiceQueryOptions(invoiceId, linesPage));
}
