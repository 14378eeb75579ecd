import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchFileBlob } from '../api/get-package-photo';

export type DownloadFileButtonProps = {
  /** An API file route that wants the session's token (a label, a document). */
  url: string;
  fileName: string;
  /** Already translated. */
  label: string;
  /** Already translated; shown when the file cannot be fetched. */
  failedText: string;
};

/**
 * Saves a file the API serves only with the bearer token: fetched as a blob, then handed to the
 * browser as a download through a short-lived object URL.
 */
export function DownloadFileButton({ url, fileName, label, failedText }: DownloadFileButtonProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function download() {
    setState('loading');
    try {
      const blob = await fetchFileBlob(url);
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has the bytes once the download starts; give it a moment to begin.
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
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
