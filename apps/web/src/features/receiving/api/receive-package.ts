import type { ReceivePackageBody, StaffPackageDetails } from '@skyparcel/domain/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every staff package query starts with this key, so a change refreshes lists and details. */
export const STAFF_PACKAGES_QUERY_KEY = ['staff', 'packages'] as const;

export type ReceivePackageVariables = {
  warehouseId: string;
  body: ReceivePackageBody;
  photos: readonly File[];
};

/** POST /staff/packages/{id}/photos: the images of a package already recorded. */
export function uploadPackagePhotos(packageId: string, photos: readonly File[]) {
  const form = new FormData();
  for (const photo of photos) {
    form.append('file', photo, photo.name);
  }
  return api.post<{ photos: { id: string; url: string }[] }>(
    `/staff/packages/${encodeURIComponent(packageId)}/photos`,
    { body: form },
  );
}

/**
 * Records the package, then uploads its photos: the photo route needs the package's id, so the
 * package exists (and its ID can be written on the box) even when an upload fails.
 */
export async function receivePackage({ warehouseId, body, photos }: ReceivePackageVariables) {
  const created = await api.post<StaffPackageDetails>(
    `/staff/warehouses/${encodeURIComponent(warehouseId)}/packages`,
    { body },
  );
  if (photos.length === 0) {
    return { created, photoError: null };
  }
  try {
    await uploadPackagePhotos(created.id, photos);
    return { created, photoError: null };
  } catch (error) {
    return { created, photoError: error };
  }
}

export function useReceivePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receivePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_PACKAGES_QUERY_KEY }),
  });
}
