import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './QueryError';
import { WaitingScreen, waitingTexts } from './WaitingScreen';

type QueryStateProps<T> = {
  /** The query whose data the children show (or several read as one: any `refetch` will do). */
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching'> & {
    refetch: () => unknown;
  };
  /** What to show when the data is there. */
  children: (data: T) => ReactNode;
  /** True when the data counts as empty; `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The empty state. */
  empty?: ReactNode;
  /** The waiting text; 'Loading..' by default. */
  loadingLabel?: string;
  /** A smaller waiting screen for a section of a page. */
  compact?: boolean;
  /** A message that says more than the error's own. */
  errorMessage?: string;
};

/**
 * The three states every loaded section has, said the same way everywhere: waiting, could not
 * load (with Try again), empty, then the data.
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loadingLabel = waitingTexts.loading,
  compact = false,
  errorMessage,
}: QueryStateProps<T>) {
  if (query.isPending) return <WaitingScreen label={loadingLabel} compact={compact} />;
  if (query.isError || query.data === undefined)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        {...(errorMessage !== undefined ? { message: errorMessage } : {})}
        {...(compact ? { size: 'small' as const } : {})}
      />
    );
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
