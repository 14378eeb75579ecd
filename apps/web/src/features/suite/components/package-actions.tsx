import {
  DOCUMENT_UPLOAD_TYPES,
  isInSuite,
  MAX_UPLOAD_BYTES,
  type PackageDetails,
  RETURN_PROCESSING_BUSINESS_DAYS,
  ReturnPackageRequestSchema,
} from '@skyparcel/domain/packages';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { type MessageKey, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { abandonPackage, requestPackageReturn, usePackageChange } from '../api/change-package';
import { uploadPackageDocument } from '../api/package-documents';
import { checkPickedFile, DOCUMENT_PICKER_ACCEPT } from '../check-picked-file';
import '../suite.css';

export type PackageActionsProps = {
  details: PackageDetails;
};

type Dialogs = 'none' | 'abandon' | 'return';

/**
 * Abandon (after a confirmation) or return to the shop (with a required comment, and our label or
 * the customer's own), while the package is still in the suite. The outcome stays on the page once the buttons are gone.
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
    <section className="card details-page__section" aria-labelledby="package-actions-title">
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

type LabelChoice = 'ours' | 'own';
type ReturnRequest = z.output<typeof ReturnPackageRequestSchema>;

async function labelFileError(file: File | null): Promise<MessageKey | undefined> {
  return file ? checkPickedFile(file, DOCUMENT_UPLOAD_TYPES) : 'validation.uploadLabel';
}

/**
 * Return to the shop (spec section 5): a comment is required ('Please add a comment.'); with the
 * customer's own return label, that label is uploaded first as a document of this package
 * ('Please upload label' until one is chosen), and the return names it.
 */
function ReturnDialog({ details, onDone, onCancel }: ReturnDialogProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // The comment is the form's; the label is a file, checked and uploaded by hand below.
  const { register, handleSubmit, setError, formState } = useDomainForm(
    ReturnPackageRequestSchema,
    // The dialog focuses the comment first; choosing the label must not raise its error (031).
    { defaultValues: { comment: '' }, mode: 'onSubmit' },
  );
  const [labelChoice, setLabelChoice] = useState<LabelChoice>('ours');
  const [labelFile, setLabelFile] = useState<File | null>(null);
  const [labelError, setLabelError] = useState<string | undefined>(undefined);
  // The label uploaded for this file: a retry after a failed return does not upload it twice.
  const [uploaded, setUploaded] = useState<{ file: File; serialNumber: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const translateMessage = useTranslateMessage();
  const change = usePackageChange(requestPackageReturn);
  const ownLabel = labelChoice === 'own';

  async function labelSerialNumber(file: File): Promise<number> {
    if (uploaded?.file === file) {
      return uploaded.serialNumber;
    }
    setIsUploading(true);
    try {
      const document = await uploadPackageDocument({
        packageId: details.id,
        documentName: t('suite.actions.labelDocumentName'),
        file,
      });
      setUploaded({ file, serialNumber: document.serialNumber });
      return document.serialNumber;
    } finally {
      setIsUploading(false);
    }
  }

  /** Shows the label's problem (none, or 'Please upload label'), so both show at once. */
  async function checkLabel(): Promise<boolean> {
    const labelKey = ownLabel ? await labelFileError(labelFile) : undefined;
    setLabelError(labelKey ? t(labelKey) : undefined);
    return labelKey === undefined;
  }

  async function handleValid(body: ReturnRequest) {
    setFailure(null);
    if (!(await checkLabel())) {
      formRef.current?.querySelector<HTMLElement>('input[type="file"]')?.focus();
      return;
    }
    const errorText = (error: unknown) => (isApiError(error) ? error.message : t('errors.GENERIC'));
    let serialNumber: number | undefined;
    if (ownLabel && labelFile) {
      try {
        serialNumber = await labelSerialNumber(labelFile);
      } catch (error) {
        // The upload's own words ('File Upload failed, …'), next to the file.
        setLabelError(errorText(error));
        return;
      }
    }
    try {
      await change.mutateAsync({
        warehouseId: details.warehouseId,
        packageId: details.id,
        comment: body.comment,
        labelSerialNumber: serialNumber,
      });
      onDone(t('messages.returnSubmitted'));
    } catch (error) {
      // The rule's refusals name the comment or the label; they show there, not as a failure.
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      if (fields.comment || fields.labelSerialNumber) {
        if (fields.comment) {
          setError('comment', { type: 'server', message: fields.comment }, { shouldFocus: true });
        }
        setLabelError(translateMessage(fields.labelSerialNumber));
        return;
      }
      setFailure(errorText(error));
    }
  }

  return (
    <Dialog
      title={t('suite.actions.returnTitle', { number: details.packageNumber })}
      closeLabel={t('suite.actions.close')}
      onClose={onCancel}
    >
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={handleSubmit(handleValid, () => {
          setFailure(null);
          void checkLabel();
        })}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <p>{t('suite.actions.returnProcessingTime', { count: RETURN_PROCESSING_BUSINESS_DAYS })}</p>
        <FormField
          label={t('suite.actions.returnComment')}
          hint={t('suite.actions.returnHint')}
          error={translateMessage(formState.errors.comment?.message)}
          isRequired
        >
          <TextArea {...register('comment')} />
        </FormField>
        <fieldset className="return-label">
          <legend className="field__label">{t('suite.actions.labelChoice')}</legend>
          {(['ours', 'own'] as const).map((choice) => (
            <div key={choice} className="checkbox">
              <input
                className="checkbox__input"
                type="radio"
                id={`return-label-${choice}`}
                name="labelChoice"
                value={choice}
                checked={labelChoice === choice}
                onChange={() => {
                  setLabelChoice(choice);
                  setLabelError(undefined);
                }}
              />
              <label className="checkbox__label" htmlFor={`return-label-${choice}`}>
                {t(choice === 'own' ? 'suite.actions.ownLabel' : 'suite.actions.ourLabel')}
              </label>
            </div>
          ))}
        </fieldset>
        {ownLabel ? (
          <FormField
            label={t('suite.actions.labelFile')}
            hint={t('suite.actions.labelHint')}
            error={labelError}
            isRequired
          >
            <FileInput
              name="label"
              accept={DOCUMENT_PICKER_ACCEPT}
              files={labelFile ? [labelFile] : []}
              maxBytes={MAX_UPLOAD_BYTES}
              onChange={(picked) => {
                setLabelFile(picked[0] ?? null);
                setLabelError(undefined);
              }}
            />
          </FormField>
        ) : null}
        <div className="button-row form__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('suite.actions.returnCancel')}
          </Button>
          <Button type="submit" isLoading={isUploading || change.isPending}>
            {t('suite.actions.returnSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
