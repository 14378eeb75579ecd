import type { InvoiceListFilter, InvoiceListPage } from '@skyparcel/domain/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCompanyInvoicesQueryOptions(filter: InvoiceListFilter) {
  return queryOptions({
    queryKey: ['company-invoices', filter],
    queryFn: ({ signal }) => api.get<InvoiceListPage>('/Invoices/skec', { query: filter, signal }),
  });
}

/** GET /Invoices/skec: the company's invoices through the spec's filter, with their totals. */
export function useCompanyInvoices(filter: InvoiceListFilter) {
  return useQuery({ ...getCompanyInvoicesQueryOptions(filter), placeholderData: keepPreviousData });
}
