import type { UploadedFile } from '@skyparcel/domain/packages';
import type { Page } from '@skyparcel/domain/reference';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PackageRef } from './change-package';
import { downloadStoredFile } from './fetch-stored-file';
import { getPackageDetailsQueryOptions } from './get-package-details';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export function getPackageDocumentsQueryOptions(packageId: string) {
  return queryOptions({
    queryKey: [...SUITE_QUERY_KEY, 'documents', packageId],
    // A package holds at most 10 documents, so the first page is all of them.
    queryFn: ({ signal }) =>
      api.get<Page<UploadedFile>>('/Packages/uploaded-files', { query: { packageId }, signal }),
  });
}

/** GET /Packages/uploaded-files?packageId=…: one package's documents, newest first. */
export function usePackageDocuments(packageId: string) {
  return useQuery(getPackageDocumentsQueryOptions(packageId));
}

/**
 * POST /Packages/upload-file (multipart). The fields go before the file: the server checks whose
 * package it is before it stores a byte. Without a name, the document is named after the file.
 */
export function uploadPackageDocument({
  packageId,
  documentName,
  file,
}: {
  packageId: string;
  documentName?: string;
  file: File;
}) {
  const form = new FormData();
  form.append('packageId', packageId);
  if (documentName) {
    form.append('documentName', documentName);
  }
  form.append('file', file, file.name);
  return api.post<UploadedFile & { message: string }>('/Packages/upload-file', { body: form });
}

/** DELETE /Packages/uploaded-files/delete/{serialNumber}. */
export function deletePackageDocument(serialNumber: number) {
  return api.delete<{ message: string }>(`/Packages/uploaded-files/delete/${serialNumber}`);
}

/**
 * An upload or a deletion, then the package's documents and details (which list them too) are
 * asked for again.
 */
export function usePackageDocumentChange<V>(
  { warehouseId, packageId }: PackageRef,
  change: (variables: V) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getPackageDocumentsQueryOptions(packageId).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: getPackageDetailsQueryOptions(warehouseId, packageId).queryKey,
        }),
      ]),
  });
}

/** Saves a document under its own name: fetched with the token, then handed to the browser. */
export function downloadPackageDocument(document: UploadedFile) {
  return downloadStoredFile(document.url, document.fileName);
}
