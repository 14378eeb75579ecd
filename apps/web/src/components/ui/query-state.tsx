import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError, isSpecificApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { queryLoadState } from '@/lib/query-load-state';
import { Alert } from './alert';
import { Button } from './button';
import { Loader } from './loader';
import './query-state.css';

/** What QueryState reads of a TanStack query (`useQuery`'s result fits). */
export type QueryStateQuery<TData> = Pick<
  UseQueryResult<TData>,
  'data' | 'error' | 'status' | 'fetchStatus' | 'refetch'
>;

export type QueryStateProps<TData> = {
  query: QueryStateQuery<TData>;
  /** The screen itself, given the loaded data. */
  children: (data: TData) => ReactNode;
  /** When the data counts as empty; `empty` is shown then instead of `children`. */
  isEmpty?: (data: TData) => boolean;
  /**
   * Already translated, such as "No packages in this list.": a text is shown in the app's empty
   * box (`.empty-state`); an element is shown as it is, for a place with its own look.
   */
  empty?: ReactNode;
  /** Already translated heading of the error, such as "Your packages could not be loaded." */
  errorTitle?: string;
  /**
   * Already translated; shown instead of the failure's own text when the server said no more
   * than its status (the tracking page's generic 'Error', spec section 8).
   */
  errorFallback?: string;
  /** Already translated; "Loading…" by default. */
  loadingLabel?: string;
  /**
   * What a query that has not started shows (one waiting for its input, `enabled: false`): the
   * loader by default, as its input usually arrives at once; `null` for a search not yet asked.
   */
  idle?: ReactNode;
};

/**
 * The one way a screen shows data it loads: the loader (in reserved space, so nothing jumps
 * when the data arrives), the API's error text with a Retry that asks again, the caller's empty
 * text, or `children(data)`. Data already on screen stays while a background refetch runs, and
 * when it fails.
 */
export function QueryState<TData>({
  query,
  children,
  isEmpty,
  empty,
  errorTitle,
  errorFallback,
  loadingLabel,
  idle,
}: QueryStateProps<TData>) {
  const { t } = useTranslation();
  const state = queryLoadState(query);
  const loader = (
    <div className="query-state query-state--loading">
      <Loader label={loadingLabel ?? t('common.loading')} />
    </div>
  );

  // Data on screen stays when a background refresh fails (the notifications poll, a refetch on
  // focus): the last good answer is worth more than an error over it.
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) {
      return typeof empty === 'string' ? <p className="empty-state">{empty}</p> : empty;
    }
    return children(query.data);
  }
  if (state === 'failed') {
    const message =
      errorFallback !== undefined && !isSpecificApiError(query.error)
        ? errorFallback
        : isApiError(query.error)
          ? query.error.message
          : t('errors.GENERIC');
    return (
      <Alert tone="error" title={errorTitle}>
        <p>{message}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (state === 'idle') {
    return idle === undefined ? loader : idle;
  }
  return loader;
}
