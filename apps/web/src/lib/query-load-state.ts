import type { UseQueryResult } from '@tanstack/react-query';

export type LoadState = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * TanStack Query's status folded into the four states the issue names: idle (not started, such
 * as a list waiting for its warehouse), loading, succeeded, failed. A refetch after an error
 * counts as loading, so the error does not stay on screen while the retry runs.
 */
export function queryLoadState(query: Pick<UseQueryResult, 'status' | 'fetchStatus'>): LoadState {
  if (query.fetchStatus === 'fetching' && query.status !== 'success') {
    return 'loading';
  }
  if (query.status === 'success') {
    return 'succeeded';
  }
  if (query.status === 'error') {
    return 'failed';
  }
  return query.fetchStatus === 'idle' ? 'idle' : 'loading';
}
