import {
  DOCUMENT_UPLOAD_TYPES,
  isInSuite,
  MAX_DOCUMENTS_PER_PACKAGE,
  MAX_UPLOAD_BYTES,
  type PackageDetails,
  type UploadedFile,
} from '@skyparcel/domain/packages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatFileSize, formatNumber } from '@/lib/format';
import { isMessageKey, type TranslateFunction, useLocale, useTranslation } from '@/lib/i18n';
import {
  deletePackageDocument,
  downloadPackageDocument,
  uploadPackageDocument,
  usePackageDocumentChange,
  usePackageDocuments,
} from '../api/package-documents';
import { checkPickedFile, DOCUMENT_PICKER_ACCEPT } from '../check-picked-file';
import '../suite.css';
import './package-documents.css';

export type PackageDocumentsProps = {
  details: PackageDetails;
};

type Notice = { tone: 'success' | 'error'; text: string; reason?: string | undefined };

/** Staff moved the package to action required because documents are needed. */
export function isDocumentsNeeded(details: Pick<PackageDetails, 'status' | 'reason'>): boolean {
  return details.status === 'action_required' && details.reason === 'documents';
}

/**
 * The package's documents (invoices and the like): each downloadable and deletable after a
 * confirmation while the package is in the suite, and an upload of a JPG, PNG or PDF up to
 * 5 MB. The spec's texts say how each went, with the server's reason beside a failure. When
 * staff asked for documents, the section says so first and stands out.
 */
export function PackageDocuments({ details }: PackageDocumentsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const ref = { warehouseId: details.warehouseId, packageId: details.id };
  const query = usePackageDocuments(details.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const remove = usePackageDocumentChange(ref, deletePackageDocument);
  const isNeeded = isDocumentsNeeded(details);
  const canChange = isInSuite(details.status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFocusAfterDelete = useRef(false);

  // The deleted document's button is gone: focus goes to the section rather than nowhere. This
  // runs after the dialog has given focus back to that button, as it does when it closes.
  useEffect(() => {
    if (deleting === null && isFocusAfterDelete.current) {
      isFocusAfterDelete.current = false;
      headingRef.current?.focus();
    }
  }, [deleting]);

  async function handleDownload(document: UploadedFile) {
    try {
      await downloadPackageDocument(document);
    } catch {
      setNotice({ tone: 'error', text: t('suite.documents.downloadFailed') });
    }
  }

  function confirmDelete() {
    if (!deleting) {
      return;
    }
    remove.mutate(deleting.serialNumber, {
      onSuccess: () => {
        isFocusAfterDelete.current = true;
        setDeleting(null);
        setNotice({ tone: 'success', text: t('messages.fileDeleted') });
      },
    });
  }

  return (
    <section
      className={`card details-page__section package-documents${isNeeded ? ' package-documents--needed' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {isNeeded ? t('suite.documents.neededTitle') : t('suite.documents.title')}
      </h2>
      {isNeeded ? (
        <p className="package-documents__needed">{t('suite.documents.neededBody')}</p>
      ) : null}
      <p className="package-documents__lead">
        {t('suite.documents.lead', { count: formatNumber(MAX_DOCUMENTS_PER_PACKAGE, locale, 0) })}
      </p>
      {notice ? (
        <Alert tone={notice.tone} title={notice.reason ? notice.text : undefined}>
          {notice.reason ?? notice.text}
        </Alert>
      ) : null}

      <QueryState
        query={query}
        isEmpty={(result) => result.items.length === 0}
        empty={t('suite.documents.none')}
        errorTitle={t('suite.documents.loadFailed')}
      >
        {(result) => (
          <ul className="document-list" aria-label={t('suite.documents.listLabel')}>
            {result.items.map((document) => (
              <li key={document.serialNumber} className="document-list__item">
                <div className="document-list__about">
                  <span className="document-list__name" dir="auto">
                    {document.documentName}
                  </span>
                  <span className="document-list__meta">
                    <span dir="auto">{document.fileName}</span>
                    {' · '}
                    {formatFileSize(document.sizeBytes, locale)}
                    {' · '}
                    {t('suite.documents.uploadedOn', {
                      date: formatDateTime(document.uploadedAt, locale),
                    })}
                  </span>
                </div>
                <div className="button-row document-list__actions">
                  <DocumentButton
                    label={t('suite.documents.download')}
                    name={t('suite.documents.downloadNamed', { name: document.documentName })}
                    onClick={() => void handleDownload(document)}
                  />
                  {canChange ? (
                    <DocumentButton
                      label={t('suite.documents.delete')}
                      name={t('suite.documents.deleteNamed', { name: document.documentName })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(document);
                      }}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      {canChange ? (
        <DocumentUploadForm
          details={details}
          documentCount={query.data?.total ?? 0}
          onDone={setNotice}
        />
      ) : (
        <p className="package-documents__locked">{t('suite.documents.locked')}</p>
      )}

      {deleting ? (
        <ConfirmDialog
          title={t('suite.documents.deleteTitle', { name: deleting.documentName })}
          confirmLabel={t('suite.documents.deleteConfirm')}
          cancelLabel={t('suite.documents.keep')}
          closeLabel={t('suite.documents.close')}
          error={remove.error ? deleteFailureText(t, remove.error) : null}
          isLoading={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('suite.documents.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

type DocumentUploadFormProps = {
  details: PackageDetails;
  documentCount: number;
  onDone: (notice: Notice) => void;
};

/** One file at a time: checked here for a quick answer, then by the server, which decides. */
function DocumentUploadForm({ details, documentCount, onDone }: DocumentUploadFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const upload = usePackageDocumentChange(
    { warehouseId: details.warehouseId, packageId: details.id },
    uploadPackageDocument,
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileError(t('suite.documents.chooseFile'));
      return;
    }
    setFileError(undefined);
    const failed = t('errors.UPLOAD_FAILED');
    const reason =
      documentCount >= MAX_DOCUMENTS_PER_PACKAGE
        ? 'validation.tooManyFiles'
        : await checkPickedFile(file, DOCUMENT_UPLOAD_TYPES);
    if (reason) {
      onDone({ tone: 'error', text: failed, reason: t(reason) });
      return;
    }
    upload.mutate(
      { packageId: details.id, file },
      {
        onSuccess: () => {
          formRef.current?.reset();
          setFile(null);
          onDone({ tone: 'success', text: t('messages.documentUploaded') });
        },
        onError: (error) =>
          onDone({ tone: 'error', text: failed, reason: failureReason(t, failed, error) }),
      },
    );
  }

  return (
    <form
      ref={formRef}
      className="form package-documents__upload"
      noValidate
      aria-busy={upload.isPending || undefined}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField label={t('suite.documents.file')} error={fileError}>
        <FileInput
          name="file"
          accept={DOCUMENT_PICKER_ACCEPT}
          files={file ? [file] : []}
          maxBytes={MAX_UPLOAD_BYTES}
          onChange={(picked) => {
            setFile(picked[0] ?? null);
            setFileError(undefined);
          }}
        />
      </FormField>
      <div className="button-row">
        <Button type="submit" isLoading={upload.isPending}>
          {upload.isPending ? t('suite.documents.uploading') : t('suite.documents.upload')}
        </Button>
      </div>
    </form>
  );
}

type DocumentButtonProps = {
  /** The visible word ("Download"); `name` adds the document for screen readers. */
  label: string;
  name: string;
  onClick: () => void;
};

function DocumentButton({ label, name, onClick }: DocumentButtonProps) {
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/**
 * Why the server refused, beside the spec's failure text: the field's reason (too large, wrong
 * type, too many files), else its message when that says something else.
 */
function failureReason(t: TranslateFunction, failed: string, error: unknown): string | undefined {
  if (!isApiError(error)) {
    return t('errors.GENERIC');
  }
  const field = error.fields?.file;
  if (field && isMessageKey(field)) {
    return t(field);
  }
  return error.message === failed ? undefined : error.message;
}

/** 'Delete failed, …' (the spec's text), with the server's reason after it when there is one. */
function deleteFailureText(t: TranslateFunction, error: unknown): string {
  const failed = t('errors.DOCUMENT_DELETE_FAILED');
  const reason = failureReason(t, failed, error);
  return reason ? `${failed} ${reason}` : failed;
}
