import { InviteUserBodySchema } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useInviteUser } from '../api/invite-user';
import { ROLE_CHOICES, ROLE_LABEL_KEYS } from './role-labels';
import '../user-management.css';

type InviteValues = z.output<typeof InviteUserBodySchema>;

/**
 * Invite a user (spec section 6) with the server's own schema: the account is created approved,
 * and the person is e-mailed a link to choose a password.
 */
export function InviteUserForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const inviteUser = useInviteUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useDomainForm(
    InviteUserBodySchema,
    { defaultValues: { email: '', firstName: '', lastName: '', role: 'CUSTOMER' } },
  );
  const { errors } = formState;

  async function handleValid(values: InviteValues) {
    setServerError(null);
    setSentTo(null);
    try {
      await inviteUser.mutateAsync(values);
      setSentTo(values.email);
      reset();
    } catch (error) {
      const message = applyServerErrors(setError, error, t('errors.GENERIC'));
      // A refusal of some fields says so beside each; the alert is for the others.
      if (Object.keys(isApiError(error) ? (error.fields ?? {}) : {}).length === 0) {
        setServerError(message);
      }
    }
  }

  return (
    <form className="invite-user-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <p className="page__lead">{t('operator.invite.lead')}</p>
      {sentTo ? <Alert tone="success">{t('operator.invite.sent', { email: sentTo })}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="form-grid form-grid--2">
        <FormField
          label={t('operator.users.columns.email')}
          error={translateMessage(errors.email?.message)}
          isRequired
        >
          <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={t('operator.users.columns.role')}>
          <Select {...register('role')}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(ROLE_LABEL_KEYS[choice])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('operator.invite.firstName')}
          error={translateMessage(errors.firstName?.message)}
          isRequired
        >
          <Input autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField
          label={t('operator.invite.lastName')}
          error={translateMessage(errors.lastName?.message)}
          isRequired
        >
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
      </div>
      <Button type="submit" isLoading={inviteUser.isPending}>
        {t('operator.invite.submit')}
      </Button>
    </form>
  );
}
