import type { Contact } from '@skyparcel/domain/contacts';
import { useState } from 'react';
import { AirportRulesPanel } from '@/components/airport-rules-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
// Decision 033: the wizard adds an address with the address book's own form and list.
import { useContacts } from '@/features/address-book/api/get-contacts';
import { AddressForm } from '@/features/address-book/components/address-form';
import { useTranslation } from '@/lib/i18n';
import { useRecentAddresses } from '../api/get-recent-addresses';
import { recentContacts } from '../recent-contacts';
import type { ShipWizardChange, ShipWizardState } from '../ship-wizard-state';
import { AddressChoice } from './address-choice';
import { WizardNavigation } from './wizard-navigation';

export type AddressStepProps = {
  state: ShipWizardState;
  onChange: ShipWizardChange;
  onNext: () => void;
};

/**
 * Step 1: where the packages go. A saved address (the default preselected), one the last
 * requests went to, or a new one added here with the address book's form, which saves it to the
 * book and selects it. Below, the airport rules of the warehouse the packages leave from.
 */
export function AddressStep({ state, onChange, onNext }: AddressStepProps) {
  const { t } = useTranslation();
  const contacts = useContacts();
  const recent = useRecentAddresses();
  const [isAdding, setIsAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = contacts.data ?? [];
  const recentList = recentContacts(recent.data ?? [], list);
  const selected =
    list.find((contact) => contact.id === state.contactId) ??
    (state.contactId === null ? list.find((contact) => contact.isDefault) : undefined);

  function choose(contact: Contact) {
    setError(null);
    onChange({ contactId: contact.id, destinationCode: contact.countryCode });
  }

  function handleNext() {
    if (!selected) {
      setError(t('shipping.address.required'));
      return;
    }
    choose(selected);
    onNext();
  }

  return (
    <div className="ship-wizard__step">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <QueryState
        query={contacts}
        isEmpty={(rows) => rows.length === 0}
        empty={isAdding ? null : t('shipping.address.empty')}
        errorTitle={t('shipping.address.loadFailed')}
      >
        {(rows) => (
          <fieldset
            className="address-choices"
            aria-describedby={error ? 'ship-address-error' : undefined}
          >
            <legend>{t('shipping.address.savedTitle')}</legend>
            {rows.map((contact) => (
              <AddressChoice
                key={contact.id}
                contact={contact}
                isChecked={contact.id === selected?.id}
                onChoose={() => choose(contact)}
              />
            ))}
          </fieldset>
        )}
      </QueryState>
      {recentList.length > 0 ? (
        <fieldset className="address-choices">
          <legend>{t('shipping.address.recentTitle')}</legend>
          {recentList.map((contact) => (
            <AddressChoice
              key={contact.id}
              name="ship-address-recent"
              contact={contact}
              isChecked={contact.id === selected?.id}
              onChoose={() => choose(contact)}
            />
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p className="field__error" id="ship-address-error" role="alert">
          {error}
        </p>
      ) : null}
      {isAdding ? (
        <AddressForm
          onSaved={(saved) => {
            setIsAdding(false);
            setNotice(saved.message);
            choose(saved);
          }}
          onCancel={() => setIsAdding(false)}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(null);
            setIsAdding(true);
          }}
        >
          {t('shipping.address.add')}
        </Button>
      )}
      <AirportRulesPanel warehouseId={state.warehouseId} />
      <WizardNavigation onNext={handleNext} />
    </div>
  );
}
