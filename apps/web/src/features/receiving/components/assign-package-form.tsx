import { AssignPackageBodySchema } from '@skyparcel/domain/packages';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useAssignPackage } from '../api/staff-package';
import { SuiteLookupStatus } from './suite-lookup-status';

type AssignPackageFormProps = { packageId: string };
type AssignPackageBody = z.output<typeof AssignPackageBodySchema>;

/** Gives an unassigned package to a suite; the lookup shows whose it becomes before saving. */
export function AssignPackageForm({ packageId }: AssignPackageFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const assign = useAssignPackage(packageId);
  const { register, handleSubmit, setError, formState } = useDomainForm(AssignPackageBodySchema, {
    defaultValues: { suiteNumber: '' },
  });
  const [lookupSuite, setLookupSuite] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleValid(body: AssignPackageBody) {
    setServerError(null);
    try {
      await assign.mutateAsync(body.suiteNumber);
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormField
        label={t('operator.packages.suite')}
        error={translateMessage(formState.errors.suiteNumber?.message)}
        isRequired
      >
        <Input
          maxLength={20}
          autoComplete="off"
          {...register('suiteNumber', {
            onBlur: (event: { target: { value: string } }) =>
              setLookupSuite(event.target.value.trim().toUpperCase()),
          })}
        />
      </FormField>
      {lookupSuite ? <SuiteLookupStatus suiteNumber={lookupSuite} /> : null}
      <Button type="submit" isLoading={assign.isPending}>
        {t('operator.package.assignSubmit')}
      </Button>
    </form>
  );
}
