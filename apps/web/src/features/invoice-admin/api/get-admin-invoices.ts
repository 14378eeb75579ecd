import type { AdminInvoiceListPage, InvoiceListFilter } from '@skyparcel/domain/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the operators' invoices starts with this key, so a change refreshes them. */
export const ADMIN_INVOICES_QUERY_KEY = ['admin-invoices'] as const;

export function getAdminInvoicesQueryOptions(filter: InvoiceListFilter) {
  return queryOptions({
    queryKey: [...ADMIN_INVOICES_QUERY_KEY, filter],
    queryFn: ({ signal }) =>
      api.get<AdminInvoiceListPage>('/admin/invoices', { query: filter, signal }),
  });
}

/** GET /admin/invoices with the spec's filter; the previous page stays while the next loads. */
export function useAdminInvoices(filter: InvoiceListFilter) {
  return useQuery({ ...getAdminInvoicesQueryOptions(filter), placeholderData: keepPreviousData });
}
