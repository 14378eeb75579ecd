import type { EdiBookingList } from '@skyparcel/domain/edi-booking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EdiUploadsFilter = { originalFileName: string; page: number };

export const EDI_UPLOADS_PAGE_SIZE = 10;

export function getEdiUploadsQueryOptions(filter: EdiUploadsFilter) {
  return queryOptions({
    queryKey: ['edi-uploads', filter],
    queryFn: ({ signal }) =>
      api.get<EdiBookingList>('/Booking/get-EDIBooking-list', {
        query: { ...filter, pageSize: EDI_UPLOADS_PAGE_SIZE },
        signal,
      }),
  });
}

/** GET /Booking/get-EDIBooking-list: the company's uploads, newest first. */
export function useEdiUploads(filter: EdiUploadsFilter) {
  return useQuery({ ...getEdiUploadsQueryOptions(filter), placeholderData: keepPreviousData });
}
