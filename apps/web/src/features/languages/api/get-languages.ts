import { LOCALES, type Locale, matchLocale } from '@skyparcel/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type LanguageOption = { languageCode: string; display: string };

/**
 * GET /contactus/languages (spec section 7, "after sign-in the app loads the language list"):
 * the languages the service offers, kept to those this app has dictionaries for. Asked once per
 * session; the list hardly changes.
 */
export function getLanguagesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['languages'],
    queryFn: async ({ signal }) => {
      const options = await api.get<LanguageOption[]>('/contactus/languages', { signal });
      return options.flatMap((option) => matchLocale(option.languageCode) ?? []);
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The languages to offer: the server's list once a person is signed in, the app's own (the same
 * four, which the public pages are prerendered in) for visitors and until the list arrives.
 */
export function useLanguages(signedIn: boolean): readonly Locale[] {
  const query = useQuery(getLanguagesQueryOptions(signedIn));
  return query.data && query.data.length > 0 ? query.data : LOCALES;
}
