import type { Contact, ContactBody } from '@skyparcel/domain/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTACTS_QUERY_KEY } from './get-contacts';

/** A saved contact with the spec's text ('New address saved with success'). */
export type SavedContact = Contact & { message: string };

/** POST /user/contacts, or PUT /user/contacts/{id} when the contact already has an id. */
function saveContact({ id, body }: { id?: string | undefined; body: ContactBody }) {
  return id
    ? api.put<SavedContact>(`/user/contacts/${encodeURIComponent(id)}`, { body })
    : api.post<SavedContact>('/user/contacts', { body });
}

function deleteContact(id: string) {
  return api.delete<{ message: string }>(`/user/contacts/${encodeURIComponent(id)}`);
}

/** Adds or changes a contact; every address-book list is asked again afterwards. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACTS_QUERY_KEY }),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACTS_QUERY_KEY }),
  });
}
