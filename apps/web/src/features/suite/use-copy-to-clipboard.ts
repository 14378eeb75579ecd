import { useEffect, useRef, useState } from 'react';

export type CopyStatus =
  | { state: 'idle' }
  | { state: 'copied'; what: string }
  | { state: 'failed' };

/** How long "Copied" stays before the status clears, so a second copy is announced again. */
const STATUS_MS = 4000;

/**
 * Copies text with the Clipboard API and keeps the outcome for a visible, announced status.
 * The API is missing on plain-HTTP pages and may be refused; the status then says to copy by
 * hand, and the text is on screen to select.
 */
export function useCopyToClipboard() {
  const [status, setStatus] = useState<CopyStatus>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string, what: string): Promise<void> {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) {
        throw new Error('no clipboard');
      }
      await navigator.clipboard.writeText(text);
      setStatus({ state: 'copied', what });
    } catch {
      setStatus({ state: 'failed' });
    }
    timer.current = setTimeout(() => setStatus({ state: 'idle' }), STATUS_MS);
  }

  return { status, copy };
}
