import type {
  IdentityDocument,
  IdentityStatus,
  ReviewIdentityBody,
  SetUserIdentificationBody,
  StaffIdentityDetails,
  StaffIdentitySummary,
  UserIdentification,
} from '@skyparcel/domain/profile';
import type { Page } from '@skyparcel/domain/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the caller's identity and its documents starts with this key. */
export const IDENTITY_QUERY_KEY = ['identity'] as const;
const STAFF_IDENTITIES_QUERY_KEY = ['staff-identities'] as const;

/** GET /UserProfile/get-user-identification. */
export function useIdentification() {
  return useQuery({
    queryKey: [...IDENTITY_QUERY_KEY, 'identification'],
    queryFn: ({ signal }) =>
      api.get<UserIdentification>('/UserProfile/get-user-identification', { signal }),
  });
}

/** GET /UserProfile/get-files. */
export function useIdentityDocuments() {
  return useQuery({
    queryKey: [...IDENTITY_QUERY_KEY, 'documents'],
    queryFn: ({ signal }) => api.get<IdentityDocument[]>('/UserProfile/get-files', { signal }),
  });
}

/** A change of the ID or its documents; both reads are asked again (the status moves too). */
function useIdentityChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY }),
  });
}

/** PUT /UserProfile/set-user-identification. */
export function useSetIdentification() {
  return useIdentityChange((body: SetUserIdentificationBody) =>
    api.put<UserIdentification & { message: string }>('/UserProfile/set-user-identification', {
      body,
    }),
  );
}

/** POST /UserProfile/upload-file (multipart, one file). */
export function useUploadIdentityDocument() {
  return useIdentityChange((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<IdentityDocument & { message: string }>('/UserProfile/upload-file', {
      body: form,
    });
  });
}

/** DELETE /UserProfile/delete-file (the id in the body, as spec section 7 has it). */
export function useDeleteIdentityDocument() {
  return useIdentityChange((id: string) =>
    api.delete<{ message: string }>('/UserProfile/delete-file', { body: { id } }),
  );
}

/** GET /staff/identities?status=…&page=…: one page of the staff's queue. */
export function useStaffIdentities(status: IdentityStatus, page: number) {
  return useQuery({
    queryKey: [...STAFF_IDENTITIES_QUERY_KEY, 'list', status, page],
    queryFn: ({ signal }) =>
      api.get<Page<StaffIdentitySummary>>('/staff/identities', {
        query: { status, page },
        signal,
      }),
  });
}

/** GET /staff/identities/{userId}: one identity with its documents. */
export function useStaffIdentity(userId: string) {
  return useQuery({
    queryKey: [...STAFF_IDENTITIES_QUERY_KEY, 'details', userId],
    queryFn: ({ signal }) =>
      api.get<StaffIdentityDetails>(`/staff/identities/${encodeURIComponent(userId)}`, { signal }),
  });
}

/** POST /staff/identities/{userId}/review; the queue and the identity are asked again. */
export function useReviewIdentity(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewIdentityBody) =>
      api.post<StaffIdentityDetails>(`/staff/identities/${encodeURIComponent(userId)}/review`, {
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_IDENTITIES_QUERY_KEY }),
  });
}
