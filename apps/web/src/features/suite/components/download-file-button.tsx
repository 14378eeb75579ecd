import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadStoredFile } from '../api/fetch-stored-file';
import './download-file-button.css';

export type DownloadFileButtonProps = {
  /** An API file route that wants the session's token (a label, a document). */
  url: string;
  fileName: string;
  /** Already translated. */
  label: string;
  /** Already translated; shown when the file cannot be fetched. */
  failedText: string;
};

/** Saves a file the API serves only with the bearer token (a label, a document). */
export function DownloadFileButton({ url, fileName, label, failedText }: DownloadFileButtonProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function download() {
    setState('loading');
    try {
      await downloadStoredFile(url, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="download-file">
      <Button
        variant="secondary"
        size="small"
        isLoading={state === 'loading'}
        onClick={() => void download()}
      >
        {label}
      </Button>
      {state === 'failed' ? (
        <span className="field__error" role="alert">
          {failedText}
        </span>
      ) : null}
    </span>
  );
}
