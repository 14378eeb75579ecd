import {
  ACTION_REASONS,
  ChangePackageStatusBodySchema,
  canTransition,
  needsReason,
  nextStatuses,
  type PackageStatus,
  type StaffPackageDetails,
} from '@skyparcel/domain/packages';
import { useState } from 'react';
import type { z } from 'zod';
import { packageStatusLabelKey } from '@/components/package-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useChangePackageStatus } from '../api/staff-package';

type PackageStatusFormProps = { pkg: StaffPackageDetails };
type ChangePackageStatusBody = z.output<typeof ChangePackageStatusBodySchema>;
type Result = { tone: 'success' | 'error'; text: string };

/**
 * Staff move a package only where the domain's rules let staff go (the same `canTransition` the
 * server runs); a reason is asked for exactly when the new state needs one.
 */
export function PackageStatusForm({ pkg }: PackageStatusFormProps) {
  const { t } = useTranslation();
  const choices = nextStatuses(pkg.status).filter((to) => canTransition(pkg.status, to, 'staff'));
  // Outlives the form below, which starts afresh in each state with that state's moves.
  const [result, setResult] = useState<Result | null>(null);

  const resultAlert = result ? <Alert tone={result.tone}>{result.text}</Alert> : null;
  const [firstChoice] = choices;
  if (firstChoice === undefined) {
    return (
      <>
        {resultAlert}
        <p>{t('operator.package.noMoves')}</p>
      </>
    );
  }
  return (
    <>
      {resultAlert}
      <StatusMoveForm
        key={pkg.status}
        packageId={pkg.id}
        choices={choices}
        firstChoice={firstChoice}
        onResult={setResult}
      />
    </>
  );
}

type StatusMoveFormProps = {
  packageId: string;
  choices: PackageStatus[];
  firstChoice: PackageStatus;
  onResult: (result: Result | null) => void;
};

function StatusMoveForm({ packageId, choices, firstChoice, onResult }: StatusMoveFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const change = useChangePackageStatus(packageId);
  const { register, handleSubmit, setError, watch, formState } = useDomainForm(
    ChangePackageStatusBodySchema,
    {
      defaultValues: { status: firstChoice, adminComment: '' },
      // The reason leaves the values with its field, when the chosen state needs none.
      shouldUnregister: true,
    },
  );
  const { errors } = formState;
  const askReason = needsReason(watch('status'));

  async function handleValid(body: ChangePackageStatusBody) {
    onResult(null);
    try {
      const moved = await change.mutateAsync(body);
      onResult({
        tone: 'success',
        text: t('operator.package.moved', {
          status: t(packageStatusLabelKey(moved.status, 'staff')),
        }),
      });
    } catch (error) {
      onResult({ tone: 'error', text: applyServerErrors(setError, error, t('errors.GENERIC')) });
    }
  }

  return (
    <form className="package-status-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <div className="form-grid form-grid--2">
        <FormField
          label={t('operator.package.newStatus')}
          error={translateMessage(errors.status?.message)}
          isRequired
        >
          <Select {...register('status')}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(packageStatusLabelKey(choice, 'staff'))}
              </option>
            ))}
          </Select>
        </FormField>
        {askReason ? (
          <FormField
            label={t('operator.package.reason')}
            error={translateMessage(errors.reason?.message)}
            isRequired
          >
            <Select
              {...register('reason', {
                // "Choose a reason" is no reason: the schema then asks for one.
                setValueAs: (value: string) => (value === '' ? undefined : value),
              })}
            >
              <option value="">{t('operator.package.chooseReason')}</option>
              {ACTION_REASONS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`operator.package.reasons.${choice}`)}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
      </div>
      <FormField
        label={t('operator.package.adminComment')}
        error={translateMessage(errors.adminComment?.message)}
      >
        <TextArea rows={2} {...register('adminComment')} />
      </FormField>
      <Button type="submit" isLoading={change.isPending}>
        {t('operator.package.move')}
      </Button>
    </form>
  );
}
