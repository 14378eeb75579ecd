import type { EnquiryType } from '@skyparcel/domain/contact-us';
import type { Locale } from '@skyparcel/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** The enquiry types with labels in the visitor's language (a POST, as the spec lists it). */
export function getEnquiryTypesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['enquiry-types', locale],
    queryFn: ({ signal }) => api.post<EnquiryType[]>('/Contactus/enquiryTypes', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEnquiryTypes() {
  const locale = useLocale();
  return useQuery(getEnquiryTypesQueryOptions(locale));
}
