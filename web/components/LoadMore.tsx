import { Button } from './Button';

/** What a paged list (TanStack `useInfiniteQuery`) tells the button. */
export type Pager = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The "Load more" button under a paged list (decision 028): shown while the server says there is
 * a next page, so nothing past the first page is hidden without a way to reach it.
 */
export function LoadMore({ pager, label = 'Load more' }: { pager: Pager; label?: string }) {
  if (!pager.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size="small"
      loading={pager.isFetchingNextPage}
      onClick={() => {
        if (!pager.isFetchingNextPage) void pager.fetchNextPage();
      }}
    >
      {pager.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
