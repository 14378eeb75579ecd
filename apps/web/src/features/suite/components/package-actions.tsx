import { isInSuite, type PackageDetails } from '@skyparcel/domain/packages';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { abandonPackage, requestPackageReturn, usePackageChange } from '../api/change-package';

export type PackageActionsProps = {
  details: PackageDetails;
};

type Dialogs = 'none' | 'abandon' | 'return';

/**
 * Abandon (after a confirmation) or return to the shop (with a required comment), while the
 * package is still in the suite. The outcome stays on the page once the buttons are gone.
 */
export function PackageActions({ details }: PackageActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Dialogs>('none');
  const [notice, setNotice] = useState<string | null>(null);
  const ref = { warehouseId: details.warehouseId, packageId: details.id };
  const abandon = usePackageChange(abandonPackage);

  function confirmAbandon() {
    abandon.mutate(ref, {
      onSuccess: () => {
        setOpen('none');
        // The spec's own text, from the dictionary; the server's answer says the same.
        setNotice(t('messages.abandonSubmitted'));
      },
    });
  }

  // The spec's failure text; a different refusal (not the owner's package) adds its reason.
  const abandonError = abandon.error
    ? isApiError(abandon.error) && abandon.error.code !== 'ABANDON_FAILED'
      ? `${t('errors.ABANDON_FAILED')}: ${abandon.error.message}`
      : t('errors.ABANDON_FAILED')
    : null;

  return (
    <section className="card package-details__section" aria-labelledby="package-actions-title">
      <h2 id="package-actions-title">{t('suite.actions.title')}</h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {isInSuite(details.status) ? (
        <div className="button-row">
          <Button variant="secondary" onClick={() => setOpen('return')}>
            {t('suite.actions.return')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              abandon.reset();
              setOpen('abandon');
            }}
          >
            {t('suite.actions.abandon')}
          </Button>
        </div>
      ) : null}
      {open === 'abandon' ? (
        <ConfirmDialog
          title={t('suite.actions.abandonTitle', { number: details.packageNumber })}
          confirmLabel={t('suite.actions.abandonConfirm')}
          cancelLabel={t('suite.actions.keep')}
          closeLabel={t('suite.actions.close')}
          error={abandonError}
          isLoading={abandon.isPending}
          onConfirm={confirmAbandon}
          onCancel={() => setOpen('none')}
        >
          <p>{t('suite.actions.abandonBody')}</p>
        </ConfirmDialog>
      ) : null}
      {open === 'return' ? (
        <ReturnDialog
          details={details}
          onDone={(message) => {
            setOpen('none');
            setNotice(message);
          }}
          onCancel={() => setOpen('none')}
        />
      ) : null}
    </section>
  );
}

type ReturnDialogProps = {
  details: PackageDetails;
  onDone: (message: string) => void;
  onCancel: () => void;
};

function ReturnDialog({ details, onDone, onCancel }: ReturnDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>(undefined);
  const change = usePackageChange(requestPackageReturn);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (comment.trim() === '') {
      // Checked here too, so the spec's text shows without a round trip.
      setCommentError(t('validation.commentRequired'));
      return;
    }
    setCommentError(undefined);
    change.mutate(
      { warehouseId: details.warehouseId, packageId: details.id, comment: comment.trim() },
      { onSuccess: () => onDone(t('messages.returnSubmitted')) },
    );
  }

  return (
    <Dialog
      title={t('suite.actions.returnTitle', { number: details.packageNumber })}
      closeLabel={t('suite.actions.close')}
      onClose={onCancel}
    >
      <form className="form" noValidate onSubmit={handleSubmit}>
        {change.error ? (
          <Alert tone="error">
            {isApiError(change.error) ? change.error.message : t('errors.GENERIC')}
          </Alert>
        ) : null}
        <FormField
          label={t('suite.actions.returnComment')}
          hint={t('suite.actions.returnHint')}
          error={commentError}
          isRequired
        >
          <TextArea
            name="comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
        <div className="button-row form__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('suite.actions.returnCancel')}
          </Button>
          <Button type="submit" isLoading={change.isPending}>
            {t('suite.actions.returnSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
