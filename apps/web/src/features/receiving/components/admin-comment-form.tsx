import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useUpdateAdminComment } from '../api/staff-package';

type AdminCommentFormProps = { packageId: string; comment: string | null };

/** The comment the customer reads with the package; an empty one removes it. */
export function AdminCommentForm({ packageId, comment }: AdminCommentFormProps) {
  const { t } = useTranslation();
  const update = useUpdateAdminComment(packageId);
  const [text, setText] = useState(comment ?? '');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await update.mutateAsync(text.trim());
      setResult({ tone: 'success', text: t('operator.package.commentSaved') });
    } catch (error) {
      setResult({ tone: 'error', text: isApiError(error) ? error.message : t('errors.GENERIC') });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <FormField label={t('operator.package.adminComment')}>
        <TextArea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit" variant="secondary" isLoading={update.isPending}>
        {t('operator.package.saveComment')}
      </Button>
    </form>
  );
}
