import type { UserTypeSchema } from '@skyparcel/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useCurrentUser } from './get-user';

/** POST /login/user-type, the e-mail check of spec section 4. */
export function getUserType(emailAddress: string) {
  return api.post<z.infer<typeof UserTypeSchema>>('/login/user-type', { body: { emailAddress } });
}

/** The auth state's loginUserOrigin and loginUserDestinations (spec section 3), as country codes. */
export type LoginUserCountries = { origins: string[]; destinations: string[] };

/**
 * The signed-in user's own origins and destinations: the same call, made with the session, which
 * the server answers per user type only to the address's owner (a business user gets the
 * countries its bookings can fly between; decision 061). Before the code step it answers every
 * address as an individual's, so the sign-in flow asks again once signed in. The query cache is
 * emptied whenever the session changes hands, so nobody reads the last person's lists.
 */
export function getLoginUserCountriesQueryOptions(emailAddress: string | undefined) {
  return queryOptions({
    queryKey: ['login-user-countries', emailAddress],
    queryFn: async (): Promise<LoginUserCountries> => {
      const { origins, destinations } = await getUserType(emailAddress ?? '');
      return { origins, destinations };
    },
    enabled: emailAddress !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLoginUserCountries() {
  const user = useCurrentUser();
  return useQuery(getLoginUserCountriesQueryOptions(user.data?.email));
}
