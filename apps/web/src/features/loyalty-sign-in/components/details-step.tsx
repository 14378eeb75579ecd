import { type LoyaltyDetailsStep, LoyaltyDetailsStepSchema } from '@skyparcel/domain/accounts';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import '../loyalty-sign-in.css';

type DetailsValues = z.input<typeof LoyaltyDetailsStepSchema>;

export type DetailsStepProps = {
  defaultValues: DetailsValues;
  /** Already translated: the server refused the address (it belongs to another account). */
  emailError: string | null;
  onValid: (details: LoyaltyDetailsStep) => void;
};

/**
 * Step 1: the names and e-mail the programme gave us, which the member may correct. A changed
 * address is confirmed by e-mail later (the hint says so); no password is asked for.
 */
export function DetailsStep({ defaultValues, emailError, onValid }: DetailsStepProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { register, handleSubmit, setError, formState } = useDomainForm(LoyaltyDetailsStepSchema, {
    defaultValues,
  });
  const { errors } = formState;

  useEffect(() => {
    if (emailError) {
      setError('email', { message: emailError }, { shouldFocus: true });
    }
  }, [emailError, setError]);

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onValid)}>
      <FormField
        label={t('loyaltySignIn.create.firstName')}
        error={translateMessage(errors.firstName?.message)}
        isRequired
      >
        <Input autoComplete="given-name" {...register('firstName')} />
      </FormField>
      <FormField
        label={t('loyaltySignIn.create.middleName')}
        error={translateMessage(errors.middleName?.message)}
      >
        <Input autoComplete="additional-name" {...register('middleName')} />
      </FormField>
      <FormField
        label={t('loyaltySignIn.create.lastName')}
        error={translateMessage(errors.lastName?.message)}
        isRequired
      >
        <Input autoComplete="family-name" {...register('lastName')} />
      </FormField>
      <FormField
        label={t('loyaltySignIn.create.email')}
        hint={t('loyaltySignIn.create.emailHint')}
        error={translateMessage(errors.email?.message)}
        isRequired
      >
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <div className="loyalty-sign-in__actions">
        <Button type="submit">{t('loyaltySignIn.create.next')}</Button>
      </div>
    </form>
  );
}
