import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useAssignPackage } from '../api/staff-package';
import { SuiteLookupStatus } from './suite-lookup-status';

type AssignPackageFormProps = { packageId: string };

/** Gives an unassigned package to a suite; the lookup shows whose it becomes before saving. */
export function AssignPackageForm({ packageId }: AssignPackageFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const assign = useAssignPackage(packageId);
  const [suite, setSuite] = useState('');
  const [lookupSuite, setLookupSuite] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const suiteNumber = suite.trim().toUpperCase();
    if (!suiteNumber) {
      setFieldError(translateMessage('validation.required'));
      return;
    }
    setFieldError(undefined);
    try {
      await assign.mutateAsync(suiteNumber);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('errors.GENERIC'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormField label={t('operator.packages.suite')} error={fieldError} isRequired>
        <Input
          value={suite}
          maxLength={20}
          autoComplete="off"
          onChange={(event) => setSuite(event.target.value)}
          onBlur={() => setLookupSuite(suite.trim().toUpperCase())}
        />
      </FormField>
      {lookupSuite ? <SuiteLookupStatus suiteNumber={lookupSuite} /> : null}
      <Button type="submit" isLoading={assign.isPending}>
        {t('operator.package.assignSubmit')}
      </Button>
    </form>
  );
}
