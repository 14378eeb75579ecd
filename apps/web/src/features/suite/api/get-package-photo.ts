import { useQuery } from '@tanstack/react-query';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';
import { SUITE_QUERY_KEY } from './get-package-lockers';

/**
 * The file routes (photos, documents, labels) want the bearer token, which an `<img src>` or a
 * link cannot send, so the bytes are fetched and shown or saved from a blob: URL (the CSP
 * allows `blob:` images).
 */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSessionToken();
  const response = await fetch(url, {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
    signal,
  });
  if (!response.ok) {
    throw new Error(`file ${response.status}`);
  }
  return response.blob();
}

/**
 * A photo of a package as a blob (kept while the page is open, so next/previous are instant).
 * The component makes and revokes the object URL, as only it knows when the image leaves.
 */
export function usePackagePhoto(url: string) {
  return useQuery({
    queryKey: [...SUITE_QUERY_KEY, 'photo', url],
    queryFn: ({ signal }) => fetchFileBlob(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
