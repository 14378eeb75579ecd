import { useQuery } from '@tanstack/react-query';
import { fetchStoredFile } from './fetch-stored-file';
import { SUITE_QUERY_KEY } from './get-package-lockers';

/**
 * A photo of a package as a blob (kept while the page is open, so next/previous are instant).
 * The component makes and revokes the object URL, as only it knows when the image leaves.
 */
export function usePackagePhoto(url: string) {
  return useQuery({
    queryKey: [...SUITE_QUERY_KEY, 'photo', url],
    queryFn: ({ signal }) => fetchStoredFile(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
