import { type Contact, ContactBodySchema } from '@skyparcel/domain/contacts';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useDeleteContact, useSaveContact } from '../api/change-contact';
import { useContacts } from '../api/get-contacts';
import { countryOptions } from '../country-names';
import { AddressCard, contactName } from './address-card';
import { AddressForm } from './address-form';
import '../address-book.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; contact: Contact };
type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The Addresses section of /profile (spec section 2): the saved addresses, the default first;
 * add, change, make default and delete (after a confirmation). Outcomes show above the list in
 * the spec's words ('New address saved with success').
 */
export function AddressBook() {
  const { t } = useTranslation();
  const locale = useLocale();
  const contacts = useContacts();
  const save = useSaveContact();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [notice, setNotice] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const countryNames = useMemo(
    () => new Map(countryOptions(locale).map((country) => [country.code, country.name])),
    [locale],
  );

  function failureText(error: unknown) {
    return isApiError(error) ? error.message : t('addressBook.actionFailed');
  }

  async function handleMakeDefault(contact: Contact) {
    setNotice(null);
    try {
      // The saved contact, as it is, with the default mark: the server clears the old one.
      const body = ContactBodySchema.parse({ ...withoutNulls(contact), isDefault: true });
      await save.mutateAsync({ id: contact.id, body });
      setNotice({ tone: 'success', text: t('addressBook.defaultChanged') });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error) });
    }
  }

  async function handleConfirmDelete() {
    if (!toDelete) {
      return;
    }
    setDeleteError(null);
    try {
      const { message } = await remove.mutateAsync(toDelete.id);
      setToDelete(null);
      setNotice({ tone: 'success', text: message });
    } catch (error) {
      setDeleteError(failureText(error));
    }
  }

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <div className="address-book__head">
        <h2 id="address-book-title">{t('addressBook.title')}</h2>
        {editing.kind === 'none' ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('addressBook.add')}
          </Button>
        ) : null}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {editing.kind === 'none' ? null : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.contact.id : 'new'}
          contact={editing.kind === 'edit' ? editing.contact : undefined}
          onSaved={(saved) => {
            setEditing({ kind: 'none' });
            setNotice({ tone: 'success', text: saved.message });
          }}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      <QueryState
        query={contacts}
        isEmpty={(list) => list.length === 0}
        empty={t('addressBook.empty')}
        errorTitle={t('addressBook.loadError')}
      >
        {(list) => (
          <ul className="address-book__list">
            {list.map((contact) => (
              <AddressCard
                key={contact.id}
                contact={contact}
                countryName={countryNames.get(contact.countryCode) ?? contact.countryCode}
                isBusy={save.isPending && save.variables?.id === contact.id}
                onMakeDefault={() => handleMakeDefault(contact)}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ kind: 'edit', contact });
                }}
                onDelete={() => {
                  setDeleteError(null);
                  setToDelete(contact);
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {toDelete ? (
        <ConfirmDialog
          title={t('addressBook.deleteTitle')}
          confirmLabel={t('addressBook.delete')}
          cancelLabel={t('addressBook.cancel')}
          closeLabel={t('addressBook.close')}
          error={deleteError}
          isLoading={remove.isPending}
          onConfirm={handleConfirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p>{t('addressBook.deleteBody', { name: contactName(toDelete) })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A saved contact as the form's schema reads it: absent rather than null. */
function withoutNulls(contact: Contact) {
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== null));
}
