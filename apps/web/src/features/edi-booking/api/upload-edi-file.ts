import type { EdiUpload, EdiUploadResult } from '@skyparcel/domain/edi-booking';
import { api, buildUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getLocale, translate } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/** Where an upload is, for the progress: sending the bytes, then the server's own phases. */
export type EdiUploadProgress =
  | { phase: 'upload'; percent: number }
  | { phase: 'validation' | 'booking' | 'done'; checked: number; total: number };

const POLL_MS = 700;

/**
 * POST /Packages/merge-document-wms with a fresh Idempotency-Key (a double click sends the same
 * key, and the server answers the first upload). XMLHttpRequest, because fetch reports no upload
 * progress; once the bytes are sent, the server's phase (validation, booking) is asked for by the
 * key until the answer comes.
 */
export function uploadEdiFile(
  file: File,
  idempotencyKey: string,
  onProgress: (progress: EdiUploadProgress) => void,
): Promise<EdiUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let polling: ReturnType<typeof setInterval> | undefined;
    const stopPolling = () => {
      if (polling) {
        clearInterval(polling);
      }
    };
    xhr.open('POST', buildUrl('/Packages/merge-document-wms'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLocale());
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    const token = getSessionToken();
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress({ phase: 'upload', percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.upload.onload = () => {
      onProgress({ phase: 'validation', checked: 0, total: 0 });
      polling = setInterval(() => {
        api
          .get<EdiUpload>('/Booking/edi-upload-progress', { query: { key: idempotencyKey } })
          .then((upload) => {
            if (xhr.readyState !== XMLHttpRequest.DONE) {
              onProgress({
                phase: upload.phase === 'upload' ? 'validation' : upload.phase,
                checked: upload.rowsChecked,
                total: upload.rowCount,
              });
            }
          })
          // The upload row appears once the bytes are read; until then there is nothing to show.
          .catch(() => undefined);
      }, POLL_MS);
    };
    xhr.onload = () => {
      stopPolling();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as EdiUploadResult);
        return;
      }
      const error = (
        body as
          | { error?: { code?: string; message?: string; fields?: Record<string, string> } }
          | undefined
      )?.error;
      reject(
        new ApiError({
          status: xhr.status,
          code: error?.code ?? 'GENERIC',
          message: error?.message ?? translate('errors.GENERIC'),
          fields: error?.fields,
          hasServerMessage: error?.message !== undefined,
        }),
      );
    };
    xhr.onerror = () => {
      stopPolling();
      reject(new ApiError({ status: 0, code: 'NETWORK', message: translate('errors.GENERIC') }));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
