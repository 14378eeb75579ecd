import {
  ACTION_REASONS,
  type ActionReason,
  canTransition,
  needsReason,
  nextStatuses,
  type PackageStatus,
  type StaffPackageDetails,
} from '@skyparcel/domain/packages';
import { type FormEvent, useState } from 'react';
import { packageStatusLabelKey } from '@/components/package-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useChangePackageStatus } from '../api/staff-package';

type PackageStatusFormProps = { pkg: StaffPackageDetails };

/**
 * Staff move a package only where the domain's rules let staff go (the same `canTransition` the
 * server runs); a reason is asked for exactly when the new state needs one.
 */
export function PackageStatusForm({ pkg }: PackageStatusFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const change = useChangePackageStatus(pkg.id);
  const choices = nextStatuses(pkg.status).filter((to) => canTransition(pkg.status, to, 'staff'));
  const [status, setStatus] = useState<PackageStatus | ''>(choices[0] ?? '');
  const [reason, setReason] = useState<ActionReason | ''>('');
  const [adminComment, setAdminComment] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resultAlert = result ? <Alert tone={result.tone}>{result.text}</Alert> : null;
  if (choices.length === 0) {
    return (
      <>
        {resultAlert}
        <p>{t('operator.package.noMoves')}</p>
      </>
    );
  }
  // A choice made for an earlier state falls back to the first move of the present one.
  const chosen = status && choices.includes(status) ? status : choices[0];
  const askReason = chosen ? needsReason(chosen) : false;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!chosen) {
      return;
    }
    if (askReason && !reason) {
      setReasonError(translateMessage('validation.reason'));
      return;
    }
    setReasonError(undefined);
    try {
      const moved = await change.mutateAsync({
        status: chosen,
        ...(askReason && reason ? { reason } : {}),
        adminComment: adminComment.trim() || undefined,
      });
      setAdminComment('');
      setReason('');
      setStatus('');
      setResult({
        tone: 'success',
        text: t('operator.package.moved', {
          status: t(packageStatusLabelKey(moved.status, 'staff')),
        }),
      });
    } catch (error) {
      setResult({ tone: 'error', text: isApiError(error) ? error.message : t('errors.GENERIC') });
    }
  }

  return (
    <form className="package-status-form" noValidate onSubmit={handleSubmit}>
      {resultAlert}
      <div className="form-grid form-grid--2">
        <FormField label={t('operator.package.newStatus')} isRequired>
          <Select
            value={chosen}
            onChange={(event) =>
              setStatus(choices.find((choice) => choice === event.target.value) ?? '')
            }
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(packageStatusLabelKey(choice, 'staff'))}
              </option>
            ))}
          </Select>
        </FormField>
        {askReason ? (
          <FormField label={t('operator.package.reason')} error={reasonError} isRequired>
            <Select
              value={reason}
              onChange={(event) =>
                setReason(ACTION_REASONS.find((choice) => choice === event.target.value) ?? '')
              }
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
      <FormField label={t('operator.package.adminComment')}>
        <TextArea
          rows={2}
          value={adminComment}
          onChange={(event) => setAdminComment(event.target.value)}
        />
      </FormField>
      <Button type="submit" isLoading={change.isPending}>
        {t('operator.package.move')}
      </Button>
    </form>
  );
}
