import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /register/is-email-available: `result` is true while nobody has the address. */
export function getEmailAvailabilityQueryOptions(emailAddress: string) {
  return queryOptions({
    queryKey: ['email-availability', emailAddress],
    queryFn: async ({ signal }) => {
      const { result } = await api.post<{ result: boolean }>('/register/is-email-available', {
        body: { emailAddress },
        signal,
      });
      return result;
    },
    staleTime: 30_000,
  });
}
