import type { HistoryPeriod, InvoiceHistoryPage } from '@skyparcel/domain/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every invoice query starts with this key: paying or sending refreshes them all. */
export const INVOICES_QUERY_KEY = ['invoices'] as const;

export type HistoryFilter = {
  period: HistoryPeriod;
  dateFrom: string;
  dateTo: string;
  unpaidOnly: boolean;
  number: string;
  page: number;
};

export function getInvoiceHistoryQueryOptions(countryCode: string, filter: HistoryFilter) {
  const number = filter.number.trim();
  const isCustom = filter.period === 'custom';
  return queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'history', countryCode, filter],
    queryFn: ({ signal }) =>
      api.get<InvoiceHistoryPage>(
        `/warehouses/country/${encodeURIComponent(countryCode)}/packages/history${
          number ? `/${encodeURIComponent(number)}` : ''
        }`,
        {
          signal,
          query: {
            period: filter.period,
            unpaidOnly: filter.unpaidOnly ? 'true' : undefined,
            dateFrom: isCustom ? filter.dateFrom : undefined,
            dateTo: isCustom ? filter.dateTo : undefined,
            page: filter.page,
          },
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /warehouses/country/{country}/packages/history/{invoiceNumber}: My History of one
 * warehouse country. A custom range waits until both dates are chosen.
 */
export function useInvoiceHistory(countryCode: string, filter: HistoryFilter) {
  return useQuery({
    ...getInvoiceHistoryQueryOptions(countryCode, filter),
    enabled: filter.period !== 'custom' || (filter.dateFrom !== '' && filter.dateTo !== ''),
  });
}
