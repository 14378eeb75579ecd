import type { Contact } from '@skyparcel/domain/contacts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every address-book query starts with this key, so a change refreshes them all. */
export const CONTACTS_QUERY_KEY = ['contacts'] as const;

export function getContactsQueryOptions() {
  return queryOptions({
    queryKey: CONTACTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<Contact[]>('/user/contacts', { signal }),
  });
}

/** GET /user/contacts: the caller's address book, the default first. */
export function useContacts() {
  return useQuery(getContactsQueryOptions());
}
