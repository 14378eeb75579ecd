import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * 5xx answers that a second try moments later cannot change: a rate missing from the month's
 * table waits for an operator (decision 059), so the customer reads the text at once.
 */
const NOT_RETRIED_CODES = new Set(['PRICE_CURRENCY_UNAVAILABLE']);

/** Retry only what may pass on a second try: network failures and 5xx answers, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) {
    return false;
  }
  if (isApiError(error) && NOT_RETRIED_CODES.has(error.code)) {
    return false;
  }
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
