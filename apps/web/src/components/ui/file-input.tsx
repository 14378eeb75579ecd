import { useEffect, useId, useRef } from 'react';
import { formatFileSize } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useFieldControl } from './form-field';
import './file-input.css';

export type FileInputProps = {
  name: string;
  /** What the picker offers, such as `DOCUMENT_PICKER_ACCEPT` (features/suite/check-picked-file.ts). */
  accept: string;
  /** The files picked so far; an empty list also empties the browser's own control. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  isMultiple?: boolean;
  /**
   * Larger files are named with the dictionary's size message at once: the domain's
   * `MAX_UPLOAD_BYTES` (5 MB, spec section 5). Passed in, so this shared file does not bring
   * the domain's schemas (and zod) into the chunk the home page loads.
   */
  maxBytes: number;
};

/**
 * A file picker inside a FormField (its label, hint and error): the browser's input, reached
 * with Tab and opened with Enter or Space like any button, under a button-like face; below it
 * the picked files by name and size, a file over the limit with the size message at once, and
 * Clear. The caller still checks the files (type by content, `checkPickedFile`) before sending.
 */
export function FileInput({
  name,
  accept,
  files,
  onChange,
  isMultiple = false,
  maxBytes,
}: FileInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id, describedBy, isInvalid, isRequired } = useFieldControl();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // A form that resets its state after sending also empties the browser's control.
  useEffect(() => {
    if (files.length === 0 && inputRef.current) {
      inputRef.current.value = '';
    }
  }, [files.length]);

  function handleClear() {
    onChange([]);
    // The Clear button disappears with the files: focus goes back to the picker.
    inputRef.current?.focus();
  }

  return (
    <div className="file-input">
      <span className="file-input__picker">
        <input
          ref={inputRef}
          id={id}
          className="file-input__input"
          type="file"
          name={name}
          accept={accept}
          multiple={isMultiple}
          aria-describedby={[describedBy, listId].filter(Boolean).join(' ')}
          aria-invalid={isInvalid || undefined}
          required={isRequired}
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        />
        <span className="file-input__button" aria-hidden="true">
          {isMultiple ? t('common.fileInput.chooseMany') : t('common.fileInput.choose')}
        </span>
      </span>
      <div className="file-input__chosen" id={listId}>
        {files.length === 0 ? (
          <span className="file-input__none">{t('common.fileInput.none')}</span>
        ) : (
          <ul className="file-input__list">
            {files.map((file) => (
              <li key={`${file.name}|${file.size}|${file.lastModified}`}>
                <span dir="auto">{file.name}</span> ({formatFileSize(file.size, locale)})
                {file.size > maxBytes ? (
                  <span className="file-input__error"> {t('validation.fileTooLarge')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {files.length > 0 ? (
        <button
          type="button"
          className="button button--secondary button--small file-input__clear"
          aria-label={t('common.fileInput.clearLabel')}
          onClick={handleClear}
        >
          {t('common.fileInput.clear')}
        </button>
      ) : null}
    </div>
  );
}
