import { type RegisterDetails, RegisterDetailsSchema } from '@skyparcel/domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { getEmailAvailabilityQueryOptions } from '../api/check-email-availability';
import { useEmailAvailability } from '../hooks/use-email-availability';
import '../auth.css';

type RegisterDetailsValues = z.input<typeof RegisterDetailsSchema>;

export const EMPTY_REGISTER_DETAILS: RegisterDetailsValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  acceptConditions: false,
  receiveOffersAndPromotionsFlag: false,
};

export type RegisterDetailsFormProps = {
  defaultValues: RegisterDetailsValues;
  /** A message key for the e-mail field, such as the server's "already in use" after step 2. */
  emailError?: string | undefined;
  onValid: (details: RegisterDetails) => void;
};

/**
 * Step 1 of the Register modal (spec sections 4 and 5): names, e-mail with its live
 * availability, the terms and the offers. Next leads on only once the address is available.
 */
export function RegisterDetailsForm({
  defaultValues,
  emailError,
  onValid,
}: RegisterDetailsFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isCheckingOnSubmit, setIsCheckingOnSubmit] = useState(false);
  // The Register dialog focuses the first name on opening: checked on submit (decision 031).
  const { register, control, handleSubmit, setError, setFocus, formState } = useDomainForm(
    RegisterDetailsSchema,
    { mode: 'onSubmit', defaultValues },
  );
  const { errors } = formState;
  const email = useWatch({ control, name: 'email' });
  const { availability, isChecking } = useEmailAvailability(email);

  // Back from step 2 replaces the form: focus goes to its first field, or to the refused address.
  useEffect(() => {
    if (emailError) {
      setError('email', { message: emailError }, { shouldFocus: true });
      return;
    }
    setFocus('firstName');
  }, [emailError, setError, setFocus]);

  async function handleValid(details: RegisterDetails) {
    setServerError(null);
    setIsCheckingOnSubmit(true);
    try {
      // The debounced check may not have answered yet: ask (or read the cached answer) now.
      const isAvailable = await queryClient.fetchQuery(
        getEmailAvailabilityQueryOptions(details.email),
      );
      if (!isAvailable) {
        setError('email', { message: 'registerModal.emailInUse' }, { shouldFocus: true });
        return;
      }
      onValid(details);
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    } finally {
      setIsCheckingOnSubmit(false);
    }
  }

  // A field error already says what is wrong with the address; the status would repeat it.
  const availabilityText = errors.email
    ? ''
    : isChecking
      ? t('registerModal.availability.checking')
      : availability === 'Available'
        ? t('registerModal.availability.available')
        : availability === 'Taken'
          ? t('registerModal.emailInUse')
          : '';

  return (
    <form className="form register-form" noValidate onSubmit={handleSubmit(handleValid)}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormField
        label={t('registerModal.firstName')}
        error={translateMessage(errors.firstName?.message)}
        isRequired
      >
        <Input autoComplete="given-name" {...register('firstName')} />
      </FormField>
      <FormField
        label={t('registerModal.middleName')}
        error={translateMessage(errors.middleName?.message)}
      >
        <Input autoComplete="additional-name" {...register('middleName')} />
      </FormField>
      <FormField
        label={t('registerModal.lastName')}
        error={translateMessage(errors.lastName?.message)}
        isRequired
      >
        <Input autoComplete="family-name" {...register('lastName')} />
      </FormField>
      <div className="register-form__email">
        <FormField
          label={t('registerModal.email')}
          error={translateMessage(errors.email?.message)}
          isRequired
        >
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <p
          className={`email-availability email-availability--${availability.toLowerCase()}`}
          role="status"
          data-availability={availability}
        >
          {availabilityText}
        </p>
      </div>
      <Checkbox
        label={t('registerModal.acceptConditions')}
        error={translateMessage(errors.acceptConditions?.message)}
        isRequired
        {...register('acceptConditions')}
      />
      <Checkbox
        label={t('registerModal.receiveOffers')}
        {...register('receiveOffersAndPromotionsFlag')}
      />
      <Button type="submit" isLoading={isCheckingOnSubmit}>
        {t('registerModal.next')}
      </Button>
    </form>
  );
}
