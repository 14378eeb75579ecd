import type { Locale } from '@skyparcel/domain/locale';
import type { Faq } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export function getFaqsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['faqs', locale],
    queryFn: ({ signal }) => api.get<Faq[]>('/faqs', { query: { lang: locale }, signal }),
  });
}

/** The FAQs in the visitor's language, in the order the API gives them. */
export function useFaqs() {
  const locale = useLocale();
  return useQuery(getFaqsQueryOptions(locale));
}
