import {
  checkUploadFile,
  DOCUMENT_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
} from '@skyparcel/domain/packages';
import { useState } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';

const PICKER_ACCEPT = DOCUMENT_UPLOAD_TYPES.flatMap((type) => [
  `.${UPLOAD_TYPES[type].extension}`,
  UPLOAD_TYPES[type].contentType,
]).join(',');

export type LicenseDocument = ReturnType<typeof useLicenseDocument>;

/**
 * The trade license document of a business application or a renewal (decision 052): the picked
 * file and its own check (required, type by content, 5 MB, as the API's), shown beside the form's.
 */
export function useLicenseDocument() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);

  /** Checks the picked file; true when it may be sent. */
  async function check(): Promise<boolean> {
    const reason = file
      ? checkUploadFile(
          file.size,
          new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer()),
          DOCUMENT_UPLOAD_TYPES,
        )
      : 'validation.business.document';
    setError(reason ? t(reason) : undefined);
    return reason === undefined;
  }

  function pick(picked: File | null) {
    setFile(picked);
    setError(undefined);
  }

  return { file, error, check, pick };
}

export function LicenseDocumentField({ document }: { document: LicenseDocument }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('profilePage.business.fields.document')}
      hint={t('profilePage.business.documentHint')}
      error={document.error}
      isRequired
    >
      <FileInput
        name="document"
        accept={PICKER_ACCEPT}
        files={document.file ? [document.file] : []}
        maxBytes={MAX_UPLOAD_BYTES}
        onChange={(picked) => document.pick(picked[0] ?? null)}
      />
    </FormField>
  );
}
