import { PackageCommentsBodySchema } from '@skyparcel/domain/packages';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useUpdateAdminComment } from '../api/staff-package';

type AdminCommentFormProps = { packageId: string; comment: string | null };
type PackageCommentsBody = z.output<typeof PackageCommentsBodySchema>;

/** The comment the customer reads with the package; an empty one removes it. */
export function AdminCommentForm({ packageId, comment }: AdminCommentFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const update = useUpdateAdminComment(packageId);
  const { register, handleSubmit, setError, formState } = useDomainForm(PackageCommentsBodySchema, {
    defaultValues: { adminComment: comment ?? '' },
  });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleValid(body: PackageCommentsBody) {
    try {
      await update.mutateAsync(body.adminComment ?? '');
      setResult({ tone: 'success', text: t('operator.package.commentSaved') });
    } catch (error) {
      setResult({ tone: 'error', text: applyServerErrors(setError, error, t('errors.GENERIC')) });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)}>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <FormField
        label={t('operator.package.adminComment')}
        error={translateMessage(formState.errors.adminComment?.message)}
      >
        <TextArea rows={3} {...register('adminComment')} />
      </FormField>
      <Button type="submit" variant="secondary" isLoading={update.isPending}>
        {t('operator.package.saveComment')}
      </Button>
    </form>
  );
}
