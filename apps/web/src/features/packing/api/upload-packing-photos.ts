import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packingRequestQueryKey } from './open-packing-request';

/**
 * POST /staff/packages/{id}/photos: the photos taken while preparing are the package's photos
 * (the customer sees them with the package); the LPH option needs at least one (decision 043).
 */
export function useUploadPackingPhotos(shipRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, photos }: { packageId: string; photos: readonly File[] }) => {
      const form = new FormData();
      for (const photo of photos) {
        form.append('file', photo, photo.name);
      }
      return api.post<{ photos: { id: string; url: string }[] }>(
        `/staff/packages/${encodeURIComponent(packageId)}/photos`,
        { body: form },
      );
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: packingRequestQueryKey(shipRequestId) }),
  });
}
