import {
  checkUploadFile,
  DOCUMENT_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
} from '@skyparcel/domain/packages';
import { type IdentityDocument, MAX_ID_DOCUMENTS } from '@skyparcel/domain/profile';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatFileSize, formatNumber } from '@/lib/format';
import { isMessageKey, type TranslateFunction, useLocale, useTranslation } from '@/lib/i18n';
import { downloadIdentityDocument } from '../api/download-identity-document';
import {
  useDeleteIdentityDocument,
  useIdentityDocuments,
  useUploadIdentityDocument,
} from '../api/identity';
import '../identity.css';

const PICKER_ACCEPT = DOCUMENT_UPLOAD_TYPES.flatMap((type) => [
  `.${UPLOAD_TYPES[type].extension}`,
  UPLOAD_TYPES[type].contentType,
]).join(',');

type Notice = { tone: 'success' | 'error'; text: string; reason?: string | undefined };

/**
 * The scans of the customer's passport or ID (issue 14): each downloadable and deletable after a
 * confirmation, and an upload of a JPG, PNG or PDF up to 5 MB, at most MAX_ID_DOCUMENTS. The
 * domain's upload rule answers at once; the server, which decides, checks the same.
 */
export function IdentityDocuments() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useIdentityDocuments();
  const remove = useDeleteIdentityDocument();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<IdentityDocument | null>(null);

  async function handleDownload(document: IdentityDocument) {
    try {
      await downloadIdentityDocument(document);
    } catch {
      setNotice({ tone: 'error', text: t('account.documents.downloadFailed') });
    }
  }

  function confirmDelete() {
    if (!deleting) {
      return;
    }
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        setNotice({ tone: 'success', text: result.message });
      },
    });
  }

  return (
    <section className="identity__documents" aria-labelledby="identity-documents-title">
      <h3 id="identity-documents-title">{t('account.documents.title')}</h3>
      <p>{t('account.documents.lead', { count: formatNumber(MAX_ID_DOCUMENTS, locale, 0) })}</p>
      {notice ? (
        <Alert tone={notice.tone} title={notice.reason ? notice.text : undefined}>
          {notice.reason ?? notice.text}
        </Alert>
      ) : null}
      <QueryState
        query={query}
        isEmpty={(documents) => documents.length === 0}
        empty={t('account.documents.none')}
        errorTitle={t('account.documents.loadError')}
      >
        {(documents) => (
          <ul className="identity-documents" aria-label={t('account.documents.listLabel')}>
            {documents.map((document) => (
              <li key={document.id} className="identity-documents__item">
                <div className="identity-documents__about">
                  <span className="identity-documents__name" dir="auto">
                    {document.fileName}
                  </span>
                  <span className="identity-documents__meta">
                    {formatFileSize(document.sizeBytes, locale)}
                    {' · '}
                    {t('account.documents.uploadedOn', {
                      date: formatDateTime(document.uploadedAt, locale),
                    })}
                  </span>
                </div>
                <div className="button-row">
                  <DocumentButton
                    label={t('account.documents.download')}
                    name={t('account.documents.downloadNamed', { name: document.fileName })}
                    onClick={() => void handleDownload(document)}
                  />
                  <DocumentButton
                    label={t('account.documents.delete')}
                    name={t('account.documents.deleteNamed', { name: document.fileName })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(document);
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <DocumentUploadForm documentCount={query.data?.length ?? 0} onDone={setNotice} />
      {deleting ? (
        <ConfirmDialog
          title={t('account.documents.deleteTitle', { name: deleting.fileName })}
          confirmLabel={t('account.documents.deleteConfirm')}
          cancelLabel={t('account.documents.keep')}
          closeLabel={t('account.documents.close')}
          error={remove.error ? failureText(t, 'errors.ID_DOCUMENT_NOT_FOUND', remove.error) : null}
          isLoading={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('account.documents.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

type DocumentUploadFormProps = {
  documentCount: number;
  onDone: (notice: Notice) => void;
};

function DocumentUploadForm({ documentCount, onDone }: DocumentUploadFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const upload = useUploadIdentityDocument();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileError(t('account.documents.chooseFile'));
      return;
    }
    setFileError(undefined);
    const failed = t('errors.ID_DOCUMENT_UPLOAD_FAILED');
    const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
    const reason =
      documentCount >= MAX_ID_DOCUMENTS
        ? 'validation.tooManyIdFiles'
        : checkUploadFile(file.size, head, DOCUMENT_UPLOAD_TYPES);
    if (reason) {
      onDone({ tone: 'error', text: failed, reason: t(reason) });
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        formRef.current?.reset();
        setFile(null);
        onDone({ tone: 'success', text: result.message });
      },
      onError: (error) =>
        onDone({ tone: 'error', text: failed, reason: failureReason(t, failed, error) }),
    });
  }

  return (
    <form
      ref={formRef}
      className="form identity__upload"
      noValidate
      aria-busy={upload.isPending || undefined}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField label={t('account.documents.file')} error={fileError}>
        <FileInput
          name="file"
          accept={PICKER_ACCEPT}
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
          {upload.isPending ? t('account.documents.uploading') : t('account.documents.upload')}
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

/** The server's reason beside the spec's failure text: the field's, else its own message. */
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

function failureText(
  t: TranslateFunction,
  key: 'errors.ID_DOCUMENT_NOT_FOUND',
  error: unknown,
): string {
  return isApiError(error) ? error.message : t(key);
}
