import {
  type CommunicationPreferences,
  CommunicationPreferencesSchema,
} from '@skyparcel/domain/customer-profile';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  useCommunicationPreferences,
  useSetCommunicationPreferences,
} from '../api/communication-preferences';

/**
 * The profile's Communication preferences (issue 14, decision 048): the kinds of e-mail, each
 * chosen on its own and saved together: the latest offers, the shipment status e-mails (the
 * delivered e-mail always goes) and the payment receipts; security e-mails always go.
 */
export function CommunicationPreferencesSection() {
  const { t } = useTranslation();
  const preferences = useCommunicationPreferences();
  return (
    <section className="profile-section" aria-labelledby="communication-preferences-title">
      <h2 id="communication-preferences-title">{t('profilePage.communication.title')}</h2>
      <QueryState query={preferences} errorTitle={t('profilePage.communication.loadError')}>
        {(current) => <CommunicationPreferencesForm current={current} />}
      </QueryState>
    </section>
  );
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

type CommunicationPreferencesFormProps = { current: CommunicationPreferences };

function CommunicationPreferencesForm({ current }: CommunicationPreferencesFormProps) {
  const { t } = useTranslation();
  const save = useSetCommunicationPreferences();
  const [notice, setNotice] = useState<Notice>(null);
  const { register, handleSubmit, setError } = useDomainForm(CommunicationPreferencesSchema, {
    defaultValues: current,
  });

  async function handleValid(body: CommunicationPreferences) {
    setNotice(null);
    try {
      await save.mutateAsync(body);
      setNotice({ tone: 'success', text: t('profilePage.communication.saved') });
    } catch (error) {
      setNotice({ tone: 'error', text: applyServerErrors(setError, error, t('errors.GENERIC')) });
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
      <fieldset className="fieldset">
        <legend>{t('profilePage.communication.kinds')}</legend>
        <Checkbox
          label={t('profilePage.communication.offers')}
          {...register('receiveOffersAndPromotionsFlag')}
        />
        <Checkbox
          label={t('profilePage.communication.status')}
          hint={t('profilePage.communication.statusHint')}
          {...register('shipmentStatusEmails')}
        />
        <Checkbox
          label={t('profilePage.communication.payments')}
          hint={t('profilePage.communication.paymentsHint')}
          {...register('invoicePaymentEmails')}
        />
        <p className="field__hint">{t('profilePage.communication.securityHint')}</p>
      </fieldset>
      <div aria-live="polite">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <div className="button-row">
        <Button type="submit" isLoading={save.isPending}>
          {t('profilePage.communication.save')}
        </Button>
      </div>
    </form>
  );
}
