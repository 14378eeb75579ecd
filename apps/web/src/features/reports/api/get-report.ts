import type {
  BookingsPerUploadReport,
  DeliveryPerformanceReport,
  DutiesAndVatReport,
  LaneReport,
  OutstandingInvoicesReport,
  ReportLaneOptions,
  ReportName,
  ReportQuery,
  ShipmentsPerWeekReport,
} from '@skyparcel/domain/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Each report's answer, by the name of its call. */
export type ReportAnswers = {
  'shipments-per-week': ShipmentsPerWeekReport;
  lanes: LaneReport;
  'delivery-performance': DeliveryPerformanceReport;
  'duties-and-vat': DutiesAndVatReport;
  'outstanding-invoices': OutstandingInvoicesReport;
  'bookings-per-upload': BookingsPerUploadReport;
};

export function getReportQueryOptions<Name extends ReportName>(name: Name, filter: ReportQuery) {
  return queryOptions({
    queryKey: ['reports', name, filter],
    queryFn: ({ signal }) =>
      api.get<ReportAnswers[Name]>(`/reports/${name}`, { query: filter, signal }),
  });
}

/** GET /reports/{name}: one report of the company over the page's filter. */
export function useReport<Name extends ReportName>(name: Name, filter: ReportQuery) {
  return useQuery({ ...getReportQueryOptions(name, filter), placeholderData: keepPreviousData });
}

/** GET /reports/lane-options: the origins and destinations the company has shipped between. */
export function useReportLaneOptions() {
  return useQuery({
    queryKey: ['reports', 'lane-options'],
    queryFn: ({ signal }) => api.get<ReportLaneOptions>('/reports/lane-options', { signal }),
  });
}
