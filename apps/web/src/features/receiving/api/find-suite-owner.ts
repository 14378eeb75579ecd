import type { SuiteOwnerSchema } from '@skyparcel/domain/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type SuiteOwner = z.infer<typeof SuiteOwnerSchema>;

/** The customer behind a suite number, or null when the number matches nobody (404). */
export async function findSuiteOwner(suiteNumber: string, signal?: AbortSignal) {
  try {
    return await api.get<SuiteOwner>(`/staff/suites/${encodeURIComponent(suiteNumber)}`, {
      signal,
    });
  } catch (error) {
    // An unknown suite is an answer, not a failure: the package is then kept unassigned.
    if (isApiError(error) && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export function getSuiteOwnerQueryOptions(suiteNumber: string) {
  return queryOptions({
    queryKey: ['staff', 'suite-owner', suiteNumber],
    queryFn: ({ signal }) => findSuiteOwner(suiteNumber, signal),
  });
}

/** Looks up only once a suite number was asked for (empty: nothing to look up). */
export function useSuiteOwner(suiteNumber: string) {
  return useQuery({ ...getSuiteOwnerQueryOptions(suiteNumber), enabled: suiteNumber !== '' });
}
